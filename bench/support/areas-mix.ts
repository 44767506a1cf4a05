import type { BenchRequest } from './mix';

/** What the areas benchmark seeded (serve-areas.ts). */
export interface AreasSeed {
  url: string;
  pid: number;
  learnerTokens: string[];
  /** Review item ids of each learner, by the learner's index. */
  reviewItems: number[][];
  parentTokens: string[];
  adminToken: string;
}

/** The busiest calls of the areas built after the core, each measured alone. */
export const AREA_ROUTES = {
  'review-items': { label: 'GET /api/review/items', write: false },
  'review-stats': { label: 'GET /api/review/stats', write: false },
  'review-rating': { label: 'POST /api/review/session', write: true },
  'children-dashboard': { label: 'GET /api/children/dashboard', write: false },
  'admin-users': { label: 'GET /api/admin/users', write: false },
  'support-tickets': { label: 'GET /api/support/tickets', write: false },
  'support-counts': { label: 'GET /api/support/tickets/counts', write: false },
} as const;
export type AreaRoute = keyof typeof AREA_ROUTES;

const pickIndex = (n: number) => Math.floor(Math.random() * n);

function headers(token: string, route: AreaRoute, json = false): Record<string, string> {
  return {
    authorization: token,
    'x-time-zone': 'Africa/Mogadishu',
    'accept-encoding': 'gzip, deflate, br',
    accept: 'application/json',
    // The ceiling answers by this header; Hadal ignores it.
    'x-bench-route': route,
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

/** One request of `route` by a random user of the right role. */
export function areaRequest(route: AreaRoute, seed: AreasSeed): BenchRequest {
  const l = pickIndex(seed.learnerTokens.length);
  const learner = seed.learnerTokens[l]!;
  switch (route) {
    case 'review-items':
      return { method: 'GET', path: '/api/review/items?limit=15', headers: headers(learner, route) };
    case 'review-stats':
      return { method: 'GET', path: '/api/review/stats', headers: headers(learner, route) };
    case 'review-rating': {
      const items = seed.reviewItems[l]!;
      return {
        method: 'POST',
        path: '/api/review/session',
        headers: headers(learner, route, true),
        body: JSON.stringify({ review_item_id: items[pickIndex(items.length)], quality_rating: 1 + pickIndex(5) }),
      };
    }
    case 'children-dashboard':
      return {
        method: 'GET',
        path: '/api/children/dashboard',
        headers: headers(seed.parentTokens[pickIndex(seed.parentTokens.length)]!, route),
      };
    case 'admin-users':
      return { method: 'GET', path: '/api/admin/users', headers: headers(seed.adminToken, route) };
    case 'support-tickets':
      return { method: 'GET', path: '/api/support/tickets?status=open', headers: headers(seed.adminToken, route) };
    case 'support-counts':
      return { method: 'GET', path: '/api/support/tickets/counts', headers: headers(seed.adminToken, route) };
  }
}
