import type { BenchRequest } from './mix';

/** What the areas benchmark seeded (serve-areas.ts). */
export interface AreasSeed {
  url: string;
  pid: number;
  learnerTokens: string[];
  /** Review item ids of each learner, by the learner's index. */
  reviewItems: number[][];
  /** The dynamic-lesson session each learner has started, by the learner's index. */
  dynamicSessions: number[];
  /** A pronunciation exercise of the active bundle. */
  pronunciation: { lessonId: string; exerciseId: string };
  parentTokens: string[];
  adminToken: string;
}

/** The busiest calls of the areas built after the core, each measured alone. */
export const AREA_ROUTES = {
  'review-items': { label: 'GET /api/review/items', write: false },
  'review-stats': { label: 'GET /api/review/stats', write: false },
  'review-rating': { label: 'POST /api/review/session', write: true },
  'pronunciation-check': { label: 'POST /api/check-pronunciation', write: true },
  'dynamic-respond': { label: 'POST /api/dynamic-lessons/sessions/{id}/respond', write: true },
  'children-dashboard': { label: 'GET /api/children/dashboard', write: false },
  'admin-users': { label: 'GET /api/admin/users', write: false },
  'support-tickets': { label: 'GET /api/support/tickets', write: false },
  'support-counts': { label: 'GET /api/support/tickets/counts', write: false },
} as const;
export type AreaRoute = keyof typeof AREA_ROUTES;

const pickIndex = (n: number) => Math.floor(Math.random() * n);

/**
 * A recording as the browser sends it: mono 16-bit PCM WAV, 1 s of a quiet tone. Every byte is
 * below 0x80 (11,025 Hz, samples 0 to 120), so the multipart body travels as a string unchanged.
 */
function benchWav(): string {
  const rate = 11_025;
  const samples = rate;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    out.writeInt16LE(Math.round(60 + 60 * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2);
  if (out.some((b) => b >= 0x80)) throw new Error('the benchmark recording must be ASCII bytes');
  return out.toString('latin1');
}
const WAV = benchWav();
const BOUNDARY = '----hadal-bench-boundary';

/** A multipart body: text fields, then the recording as `fileField` (response.wav, audio/wav). */
function multipart(fields: Record<string, string>, fileField: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="response.wav"\r\nContent-Type: audio/wav\r\n\r\n${WAV}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

const RESPOND_BODY = multipart({}, 'audio_file');
const checkBodies = new Map<string, string>();

function checkBody(p: AreasSeed['pronunciation']): string {
  const key = `${p.lessonId}/${p.exerciseId}`;
  let body = checkBodies.get(key);
  if (!body) {
    body = multipart({ lesson_id: p.lessonId, exercise_id: p.exerciseId }, 'user_audio');
    checkBodies.set(key, body);
  }
  return body;
}

// Each learner answers their own session one recording at a time: learners take turns.
let turn = 0;
let checkTurn = 0;

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
    case 'pronunciation-check': {
      // Learners take turns, as for dynamic-respond: spread evenly, no learner passes the hourly
      // limit of checks (PRONUNCIATION_CHECKS_PER_HOUR) before the runs end.
      const t = checkTurn++ % seed.learnerTokens.length;
      return {
        method: 'POST',
        path: '/api/check-pronunciation',
        headers: {
          ...headers(seed.learnerTokens[t]!, route),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body: checkBody(seed.pronunciation),
      };
    }
    case 'dynamic-respond': {
      const t = turn++ % seed.learnerTokens.length;
      return {
        method: 'POST',
        path: `/api/dynamic-lessons/sessions/${seed.dynamicSessions[t]}/respond`,
        headers: {
          ...headers(seed.learnerTokens[t]!, route),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body: RESPOND_BODY,
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
