import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstCallsFor, publicFirstCallsFor } from '../src/app/shell/first-calls';
import { FIRST_ANSWERS_GLOBAL } from '../src/lib/first-answers';
import { preloadScript } from './route-preload';

/** Runs the built route-preload script for `pathname` in a bare context; returns what it asked for. */
function runStartupScript(
  pathname: string,
  token: string | null,
  stored: Record<string, string> = {},
  consentFiles: string[] = [],
) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const preloaded: string[] = [];
  const window: Record<string, unknown> = {};
  const storage: Record<string, string> = { ...stored, ...(token ? { authToken: token } : {}) };
  let zoneLookups = 0;
  const context = {
    window,
    location: { pathname },
    localStorage: {
      getItem: (key: string) => storage[key] ?? null,
      setItem: (key: string, value: string) => {
        storage[key] = value;
      },
    },
    Intl: {
      DateTimeFormat: () => {
        zoneLookups += 1;
        return { resolvedOptions: () => ({ timeZone: 'Africa/Mogadishu' }) };
      },
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    },
    document: {
      createElement: () => ({}) as { href?: string },
      head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
    },
  };
  runInNewContext(preloadScript([['^/dashboard/?$', ['assets/dashboard.js']]], consentFiles), context);
  const answers = window[FIRST_ANSWERS_GLOBAL] as Record<string, { token: string; zone: string }> | undefined;
  return { fetched, preloaded, answers, storage, zoneLookups };
}

describe("the start-up script's first calls", () => {
  it('asks for the calls of firstCallsFor with the stored token and the time zone, and leaves them for the app', () => {
    for (const path of ['/dashboard', '/', '/lesson/24', '/parent-dashboard', '/admin', '/review', '/profile']) {
      const { fetched, answers } = runStartupScript(path, 'the-token');
      expect(fetched.map((f) => f.url)).toEqual(firstCallsFor(path));
      for (const f of fetched) {
        expect(f.headers.Authorization).toBe('Bearer the-token');
        expect(f.headers['x-time-zone']).toBe('Africa/Mogadishu');
      }
      expect(Object.keys(answers ?? {})).toEqual(firstCallsFor(path));
      expect(Object.values(answers ?? {})[0]).toMatchObject({ token: 'the-token', zone: 'Africa/Mogadishu' });
    }
  });

  it('keeps the time zone with its UTC offset, and looks it up again only when the offset changed', () => {
    const offset = new Date().getTimezoneOffset();
    const first = runStartupScript('/dashboard', 'the-token');
    expect(first.zoneLookups).toBe(1);
    expect(JSON.parse(first.storage.timeZone!)).toEqual({ zone: 'Africa/Mogadishu', offset });

    const kept = runStartupScript('/dashboard', 'the-token', {
      timeZone: JSON.stringify({ zone: 'Europe/London', offset }),
    });
    expect(kept.zoneLookups).toBe(0);
    expect(kept.fetched[0]?.headers['x-time-zone']).toBe('Europe/London');

    const moved = runStartupScript('/dashboard', 'the-token', {
      timeZone: JSON.stringify({ zone: 'Europe/London', offset: offset + 60 }),
    });
    expect(moved.zoneLookups).toBe(1);
    expect(moved.fetched[0]?.headers['x-time-zone']).toBe('Africa/Mogadishu');
  });

  it('asks for nothing without a session or on a public page, and still preloads the screen', () => {
    const visitor = runStartupScript('/dashboard', null);
    expect(visitor.fetched).toEqual([]);
    expect(visitor.answers).toBeUndefined();
    expect(visitor.preloaded).toEqual(['/assets/dashboard.js']);
    for (const path of ['/login', '/about', '/register']) {
      expect(runStartupScript(path, 'the-token').fetched).toEqual([]);
      expect(firstCallsFor(path)).toEqual([]);
    }
    expect(runStartupScript('/about', null).fetched).toEqual([]);
  });

  it('preloads the cookie consent bar on a device that has not chosen, and only there', () => {
    const bar = ['assets/cookie-consent-bar.js'];
    expect(runStartupScript('/', null, {}, bar).preloaded).toEqual(['/assets/cookie-consent-bar.js']);
    expect(runStartupScript('/dashboard', 'the-token', {}, bar).preloaded).toEqual([
      '/assets/cookie-consent-bar.js',
      '/assets/dashboard.js',
    ]);
    const chosen = { cookieConsent: JSON.stringify({ necessary: true, optional: false }) };
    expect(runStartupScript('/', null, chosen, bar).preloaded).toEqual([]);
    expect(runStartupScript('/dashboard', 'the-token', chosen, bar).preloaded).toEqual(['/assets/dashboard.js']);
  });

  it("asks for a public page's first calls without a session: no token, no time zone", () => {
    expect(publicFirstCallsFor('/')).toEqual(['/api/registration']);
    expect(publicFirstCallsFor('/login')).toEqual(['/api/auth/social/config']);
    expect(publicFirstCallsFor('/register/')).toContain('/api/captcha/config');
    for (const path of ['/', '/login', '/register']) {
      const { fetched, answers, zoneLookups } = runStartupScript(path, null);
      expect(fetched.map((f) => f.url)).toEqual(publicFirstCallsFor(path));
      for (const f of fetched) expect(f.headers).toEqual({ Accept: 'application/json' });
      expect(Object.keys(answers ?? {})).toEqual(publicFirstCallsFor(path));
      expect(Object.values(answers ?? {})[0]).toMatchObject({ token: '', zone: '' });
      expect(zoneLookups).toBe(0);
    }
    // A visitor holding a session is sent on from the landing page: the dashboard's calls, not these.
    expect(runStartupScript('/', 'the-token').fetched.map((f) => f.url)).toEqual(firstCallsFor('/'));
  });

  it('gives the guard call and the screen’s own calls, with the path’s id', () => {
    expect(firstCallsFor('/lesson/v1')).toEqual([
      '/api/auth/profile',
      '/api/lessons/v1',
      '/api/lessons/progress/stateful',
      '/api/profile/settings',
    ]);
    expect(firstCallsFor('/')).toEqual(firstCallsFor('/dashboard'));
    expect(firstCallsFor('/admin/users')).toEqual(['/api/auth/profile']);
  });
});
