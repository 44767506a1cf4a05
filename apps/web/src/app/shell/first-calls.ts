/**
 * The first GET calls of the signed-in screens, as `start-prefetch.ts` makes them (a test keeps the
 * two the same). The route-preload script of the build (build-plugins/route-preload.ts) starts them
 * with the stored token while the JavaScript is still downloading; the API client then takes their
 * answers (lib/first-answers.ts) instead of asking again.
 */

/** Every signed-in screen sits behind the guard, which asks for the profile (app/router.tsx). */
export const SIGNED_IN_PATH =
  /^\/(dashboard|lesson|placement|review|stories|profile|parent-dashboard|dynamic-lessons|interactive-lesson|support|admin)(\/|$)/;

/** The guard's call, made on every signed-in screen. */
export const GUARD_CALL = '/api/auth/profile';

/** The signed-in screens whose first calls start early, by path (start-prefetch.ts uses the same). */
export const SCREEN_PATHS = {
  dashboard: /^\/dashboard\/?$/,
  lesson: /^\/lesson\/([^/]+)\/?$/,
  review: /^\/review\/?$/,
  parentDashboard: /^\/parent-dashboard\/?$/,
};

/**
 * A screen's own first calls by path pattern; `$1` is the pattern's first group as the address bar
 * has it. The review session starts with the completed lessons and the due items together (the
 * populate calls, POSTs from the first answer, come after; the due items are asked again only when
 * one of them added items: features/review/hooks.ts).
 */
export const SCREEN_FIRST_CALLS: [pattern: RegExp, urls: string[]][] = [
  [
    SCREEN_PATHS.dashboard,
    ['/api/auth/me', '/api/lessons?limit=200', '/api/lessons/progress/stateful', '/api/profile/today'],
  ],
  [SCREEN_PATHS.lesson, ['/api/lessons/$1', '/api/lessons/progress/stateful']],
  // limit: REVIEW_SESSION_SIZE (a literal: the build's plugin reads this file; the start-prefetch
  // test holds it to the call the screen makes).
  [SCREEN_PATHS.review, ['/api/lessons/progress/global', '/api/review/items?limit=15']],
  [SCREEN_PATHS.parentDashboard, ['/api/children/dashboard']],
];

/** The public pages whose first calls start early, by path (start-prefetch.ts uses the same). */
export const PUBLIC_PATHS = {
  landing: /^\/$/,
  login: /^\/login\/?$/,
  register: /^\/register\/?$/,
};

/**
 * The first calls of a public page for a visitor without a session, by path: the landing page's
 * registration mode (its waitlist section), the sign-in buttons' providers on login and register,
 * and register's registration mode and human check. They carry no token and no time zone.
 */
export const PUBLIC_FIRST_CALLS: [pattern: RegExp, urls: string[]][] = [
  [PUBLIC_PATHS.landing, ['/api/registration']],
  [PUBLIC_PATHS.login, ['/api/auth/social/config']],
  [PUBLIC_PATHS.register, ['/api/registration', '/api/captcha/config', '/api/auth/social/config']],
];

/** Where a visitor who holds a token lands instead of the landing page (RedirectIfAuthenticated). */
export const SIGNED_IN_HOME = '/dashboard';

/** The signed-in screen a visitor holding a session opens at `pathname`, or null for a public page. */
export function signedInScreenPath(pathname: string): string | null {
  const path = pathname === '/' ? SIGNED_IN_HOME : pathname;
  return SIGNED_IN_PATH.test(path) ? path : null;
}

/** The first calls of a visitor without a session at `pathname` (none on most pages). */
export function publicFirstCallsFor(pathname: string): string[] {
  return PUBLIC_FIRST_CALLS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

/** The first calls of the screen at `pathname` for a visitor holding a session (none for others). */
export function firstCallsFor(pathname: string): string[] {
  const path = signedInScreenPath(pathname);
  if (path === null) return [];
  for (const [pattern, urls] of SCREEN_FIRST_CALLS) {
    const match = pattern.exec(path);
    if (match) return [GUARD_CALL, ...urls.map((url) => url.replace('$1', match[1] ?? ''))];
  }
  return [GUARD_CALL];
}
