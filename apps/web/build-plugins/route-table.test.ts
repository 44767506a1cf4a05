import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeModuleNames, routePaths, routeTable, type RouteEntry } from '../src/app/route-table';
import { pathPattern, routesSource } from './route-table';
import { fakeFiles, runStartScript } from './run-start-script';

const GUARD = 'app/guards/require-auth';
const DASHBOARD_CALLS = [
  '/api/auth/profile',
  '/api/auth/me',
  '/api/lessons?limit=200',
  '/api/lessons/progress/stateful',
  '/api/profile/today',
];

describe("the build's start script, made from the route table", () => {
  it("asks for a signed-in screen's first calls, the guard's first, with the stored token and the time zone", () => {
    const expected: Record<string, string[]> = {
      '/dashboard': DASHBOARD_CALLS,
      '/': DASHBOARD_CALLS,
      '/lesson/24': ['/api/auth/profile', '/api/lessons/24', '/api/lessons/progress/stateful', '/api/profile/settings'],
      '/parent-dashboard': ['/api/auth/profile', '/api/children/dashboard'],
      '/review': ['/api/auth/profile', '/api/lessons/progress/global', '/api/review/items?limit=15'],
      '/admin': ['/api/auth/profile'],
      '/admin/users/': ['/api/auth/profile'],
      '/profile': ['/api/auth/profile'],
    };
    for (const [path, calls] of Object.entries(expected)) {
      const { fetched, answers, urls } = runStartScript(path, 'the-token');
      expect(urls, path).toEqual(calls);
      for (const f of fetched) {
        expect(f.headers.Authorization).toBe('Bearer the-token');
        expect(f.headers['x-time-zone']).toBe('Africa/Mogadishu');
      }
      expect(Object.keys(answers ?? {})).toEqual(calls);
      expect(Object.values(answers ?? {})[0]).toMatchObject({ token: 'the-token', zone: 'Africa/Mogadishu' });
    }
  });

  it('preloads the chunks of the guard, the layouts and the screen of the opened path', () => {
    expect(runStartScript('/dashboard', 'the-token').preloaded).toEqual(
      fakeFiles([GUARD, 'features/lessons/dashboard/dashboard-page']).map((f) => `/${f}`),
    );
    expect(runStartScript('/admin/users', 'the-token').preloaded).toEqual(
      fakeFiles([GUARD, 'features/admin/components/admin-layout', 'features/admin/routes']).map((f) => `/${f}`),
    );
    // A visitor holding a session opens the dashboard instead of the landing page.
    expect(runStartScript('/', 'the-token').preloaded).toEqual(runStartScript('/dashboard', 'the-token').preloaded);
    expect(runStartScript('/', null).preloaded).toEqual(['/assets/features/landing/landing-page.js']);
    // An unknown path: the not-found page, and no call.
    const unknown = runStartScript('/no-such-page/3', 'the-token');
    expect(unknown.preloaded).toEqual(['/assets/features/errors/not-found-page.js']);
    expect(unknown.fetched).toEqual([]);
  });

  it('keeps the time zone with its UTC offset, and looks it up again only when the offset changed', () => {
    const offset = new Date().getTimezoneOffset();
    const first = runStartScript('/dashboard', 'the-token');
    expect(first.zoneLookups).toBe(1);
    expect(JSON.parse(first.storage.timeZone!)).toEqual({ zone: 'Africa/Mogadishu', offset });

    const kept = runStartScript('/dashboard', 'the-token', {
      stored: { timeZone: JSON.stringify({ zone: 'Europe/London', offset }) },
    });
    expect(kept.zoneLookups).toBe(0);
    expect(kept.fetched[0]?.headers['x-time-zone']).toBe('Europe/London');

    const moved = runStartScript('/dashboard', 'the-token', {
      stored: { timeZone: JSON.stringify({ zone: 'Europe/London', offset: offset + 60 }) },
    });
    expect(moved.zoneLookups).toBe(1);
    expect(moved.fetched[0]?.headers['x-time-zone']).toBe('Africa/Mogadishu');
  });

  it('asks for no signed-in call without a session, nor a public page’s with one, and still preloads', () => {
    const visitor = runStartScript('/dashboard', null);
    expect(visitor.fetched).toEqual([]);
    expect(visitor.answers).toBeUndefined();
    expect(visitor.preloaded).toEqual(
      fakeFiles([GUARD, 'features/lessons/dashboard/dashboard-page']).map((f) => `/${f}`),
    );
    for (const path of ['/login', '/about', '/register']) expect(runStartScript(path, 'the-token').fetched).toEqual([]);
    expect(runStartScript('/about', null).fetched).toEqual([]);
  });

  it("asks for a public page's first calls without a session: no token, no time zone", () => {
    const expected: Record<string, string[]> = {
      '/': ['/api/registration'],
      '/login': ['/api/auth/social/config'],
      '/register/': ['/api/registration', '/api/captcha/config', '/api/auth/social/config'],
    };
    for (const [path, calls] of Object.entries(expected)) {
      const { fetched, answers, zoneLookups, urls } = runStartScript(path, null);
      expect(urls).toEqual(calls);
      for (const f of fetched) expect(f.headers).toEqual({ Accept: 'application/json' });
      expect(Object.keys(answers ?? {})).toEqual(calls);
      expect(Object.values(answers ?? {})[0]).toMatchObject({ token: '', zone: '' });
      expect(zoneLookups).toBe(0);
    }
  });

  it('preloads the cookie consent bar on a device that has not chosen, and only there', () => {
    const consentFiles = ['assets/cookie-consent-bar.js'];
    expect(runStartScript('/', null, { consentFiles }).preloaded[0]).toBe('/assets/cookie-consent-bar.js');
    const chosen = { cookieConsent: JSON.stringify({ necessary: true, optional: false }) };
    expect(runStartScript('/', null, { consentFiles, stored: chosen }).preloaded).not.toContain(
      '/assets/cookie-consent-bar.js',
    );
  });

  it('gives a route added in one place its preload and its first calls, with the path’s parameters', () => {
    const table: RouteEntry[] = [
      ...routeTable.filter((entry) => entry.path !== '*'),
      {
        guard: 'signed-in',
        module: GUARD,
        component: 'RequireAuth',
        firstCalls: ['/api/auth/profile'],
        children: [
          {
            path: 'games/:gameId/round/:round',
            module: 'features/games/game-page',
            component: 'GamePage',
            firstData: 'prefetchGame',
            firstCalls: ['/api/games/:gameId?round=:round'],
          },
        ],
      },
    ];
    const opened = runStartScript('/games/ab%20c/round/2', 'the-token', { table });
    expect(opened.urls).toEqual(['/api/auth/profile', '/api/games/ab%20c?round=2']);
    expect(opened.preloaded).toEqual(fakeFiles([GUARD, 'features/games/game-page']).map((f) => `/${f}`));
    expect(routeModuleNames(table)).toContain('features/games/game-page');
    const source = routesSource(table);
    const loader = /const (m\d+) = \(\) => import\("@\/features\/games\/game-page"\);/.exec(source);
    expect(loader).not.toBeNull();
    expect(source).toContain(
      `{path:"games/:gameId/round/:round",load:${loader![1]},component:"GamePage",firstData:"prefetchGame"}`,
    );
  });
});

describe('the route table', () => {
  const paths = [
    '/',
    '/login',
    '/LOGIN/',
    '/dashboard',
    '/lesson/v1',
    '/lesson/v1/extra',
    '/stories/a1-story-my-family',
    '/parent-dashboard/voice/4',
    '/admin',
    '/admin/analytics',
    '/admin/nothing-here',
    '/support/tickets/3',
    '/auth/google/callback',
    '/no-such-page',
  ];

  it("is matched by the start script's patterns as React Router matches it", () => {
    const all = routePaths();
    for (const path of paths) {
      const byRouter = (matchRoutes(routeTable as RouteObject[], path) ?? [])
        .map((match) => (match.route as RouteEntry).module)
        .filter(Boolean);
      const byScript = all.find((route) => pathPattern(route.path).pattern.test(path));
      expect(byScript?.modules, path).toEqual(byRouter);
    }
  });

  it('names each module once, and every module of the table is one lazy import, without the first calls', () => {
    const modules = routeModuleNames();
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules).toContain(GUARD);
    const source = routesSource();
    for (const module of modules) expect(source.split(`() => import("@/${module}")`)).toHaveLength(2);
    expect(source).not.toContain('firstCalls');
  });
});
