import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { api } from './api-client';
import { browserTimeZone } from './time-zone';
import { FIRST_ANSWERS_GLOBAL, FIRST_ANSWER_MAX_AGE_MS, takeFirstAnswer } from './first-answers';
import { STORAGE_KEYS } from './storage-keys';

const jwt = (claims: object) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const token = jwt({ sub: 'a@b.so', exp: Math.floor(Date.now() / 1000) + 900 });
const zone = browserTimeZone() ?? '';

type Started = Record<string, { token: string; zone: string; at: number; response: Promise<Response> }>;
const started = (answers: Started) => {
  (window as unknown as Record<string, Started>)[FIRST_ANSWERS_GLOBAL] = answers;
};
const answer = (body: unknown, at = Date.now()) => ({
  token,
  zone,
  at,
  response: Promise.resolve(Response.json(body)),
});

/** Counts the requests that reach the network for /api/things. */
function countRequests() {
  const seen = { count: 0 };
  server.use(
    http.get('*/api/things', () => {
      seen.count += 1;
      return HttpResponse.json({ from: 'network' });
    }),
  );
  return seen;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[FIRST_ANSWERS_GLOBAL];
});

describe('answers started before the app ran', () => {
  it('are taken by the first request for the same URL and token, and only once', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, token);
    started({ '/api/things': answer({ from: 'start-up' }) });
    const network = countRequests();
    expect(await api.get('/things')).toEqual({ from: 'start-up' });
    expect(network.count).toBe(0);
    expect(await api.get('/things')).toEqual({ from: 'network' });
    expect(network.count).toBe(1);
  });

  it('are asked for afresh when the start-up request failed', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, token);
    started({ '/api/things': { ...answer(null), response: Promise.reject(new TypeError('offline')) } });
    const network = countRequests();
    expect(await api.get('/things')).toEqual({ from: 'network' });
    expect(network.count).toBe(1);
  });

  it('are not taken for another token, another time zone, a stale start or another URL', () => {
    const at = 1_000_000;
    started({ '/api/a': answer(1, at), '/api/b': answer(2, at), '/api/c': answer(3, at), '/api/d': answer(4, at) });
    expect(takeFirstAnswer('/api/a', 'another-token', zone, at)).toBeNull();
    expect(takeFirstAnswer('/api/b', token, 'Mars/Olympus', at)).toBeNull();
    expect(takeFirstAnswer('/api/c', token, zone, at + FIRST_ANSWER_MAX_AGE_MS + 1)).toBeNull();
    expect(takeFirstAnswer('/api/d?x=1', token, zone, at)).toBeNull();
    expect(takeFirstAnswer('/api/d', token, zone, at + 10)).not.toBeNull();
    // A refused answer is dropped, not kept for a later caller.
    expect(takeFirstAnswer('/api/a', token, zone, at)).toBeNull();
  });

  it("started without a session (a public page's) are taken without one, never with a token", async () => {
    const anonymous = {
      token: '',
      zone: '',
      at: Date.now(),
      response: Promise.resolve(Response.json({ from: 'start-up' })),
    };
    started({ '/api/things': anonymous });
    const network = countRequests();
    expect(await api.get('/things')).toEqual({ from: 'start-up' });
    expect(network.count).toBe(0);

    started({ '/api/things': { ...anonymous, response: Promise.resolve(Response.json({ from: 'start-up' })) } });
    localStorage.setItem(STORAGE_KEYS.authToken, token);
    expect(await api.get('/things')).toEqual({ from: 'network' });
    expect(network.count).toBe(1);
  });

  it('are not used for a request with a body or its own headers', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, token);
    started({ '/api/things': answer({ from: 'start-up' }) });
    const network = countRequests();
    expect(await api.get('/things', { headers: { 'x-extra': '1' } })).toEqual({ from: 'network' });
    expect(network.count).toBe(1);
  });
});
