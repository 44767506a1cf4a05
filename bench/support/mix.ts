import { request } from 'node:http';

/** The routes of the many-learner benchmark, and their share of the mixed workload. */
export const ROUTES = ['list', 'detail', 'global', 'me', 'update'] as const;
export type Route = (typeof ROUTES)[number];

export const MIX_WEIGHTS: Record<Route, number> = { list: 40, detail: 25, global: 15, me: 10, update: 10 };

export const ROUTE_LABELS: Record<Route, string> = {
  list: 'GET /api/lessons?limit=200',
  detail: 'GET /api/lessons/{id}',
  global: 'GET /api/lessons/progress/global',
  me: 'GET /api/auth/me',
  update: 'PUT /api/lessons/progress/{id}',
};

export interface Learners {
  tokens: string[];
  lessonIds: string[];
  /** The lesson each learner is working through (the one after the lessons it passed). */
  updateLessonId: string;
}

export interface BenchRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the browser sends with every call: its token, its time zone and the encodings it accepts. */
function headersFor(token: string, json: boolean): Record<string, string> {
  return {
    authorization: token,
    'x-time-zone': 'Africa/Mogadishu',
    'accept-encoding': 'gzip, deflate, br',
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

const pick = <T>(list: readonly T[], random: () => number) => list[Math.floor(random() * list.length)]!;

/** One request of `route` by a random learner. */
export function requestFor(route: Route, learners: Learners, random = Math.random): BenchRequest {
  const token = pick(learners.tokens, random);
  switch (route) {
    case 'list':
      return { method: 'GET', path: '/api/lessons?limit=200', headers: headersFor(token, false) };
    case 'detail':
      return {
        method: 'GET',
        path: `/api/lessons/${pick(learners.lessonIds, random)}`,
        headers: headersFor(token, false),
      };
    case 'global':
      return { method: 'GET', path: '/api/lessons/progress/global', headers: headersFor(token, false) };
    case 'me':
      return { method: 'GET', path: '/api/auth/me', headers: headersFor(token, false) };
    case 'update':
      // The spec's body: the progress percent sent on every exercise change.
      return {
        method: 'PUT',
        path: `/api/lessons/progress/${learners.updateLessonId}`,
        headers: headersFor(token, true),
        body: JSON.stringify({ progress_percentage: 41 + Math.floor(random() * 49) }),
      };
  }
}

/** A route of the mix drawn by its weight. */
export function mixedRoute(random = Math.random): Route {
  let r = random() * 100;
  for (const route of ROUTES) {
    r -= MIX_WEIGHTS[route];
    if (r < 0) return route;
  }
  return 'list';
}

/** Which benchmark route a request is (the ceiling answers each with Hadal's bytes for it). */
export function routeOf(method: string, url: string): Route | undefined {
  const path = url.split('?')[0];
  if (method === 'PUT') return 'update';
  if (path === '/api/lessons') return 'list';
  if (path === '/api/lessons/progress/global') return 'global';
  if (path === '/api/auth/me') return 'me';
  if (path?.startsWith('/api/lessons/')) return 'detail';
  return undefined;
}

export interface SampledAnswer {
  status: number;
  headers: Record<string, string>;
  /** The raw body as sent (compressed when Hadal compressed it), base64. */
  body: string;
}

/**
 * Headers the ceiling's own server writes for itself on every answer (the date, the connection's,
 * the length): every other header of Hadal's answer (its security headers and request id included)
 * the ceiling sends as it was sampled, so both send the same bytes.
 */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Sends one request and returns the answer as it came over the wire (no decompression). */
export function sample(baseUrl: string, req: BenchRequest): Promise<SampledAnswer> {
  return new Promise((resolve, reject) => {
    const r = request(baseUrl + req.path, { method: req.method, headers: req.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [h, value] of Object.entries(res.headers))
          if (!OWN_HEADERS.has(h) && typeof value === 'string') headers[h] = value;
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(req.body);
  });
}
