import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { PUBLIC_PATHS, SCREEN_PATHS, signedInScreenPath } from './first-calls';

/**
 * The first API calls of a screen, started while the opening screen shows instead of
 * after it, into the query cache the screen then reads (the same keys and query functions, which
 * each screen's module exports). Each loader imports the screen's own chunk, which the route
 * preload script is already downloading beside the entry.
 */
type PagePrefetch = (queryClient: QueryClient, match: RegExpMatchArray) => Promise<unknown>;

const PAGE_CALLS: [RegExp, PagePrefetch][] = [
  [
    SCREEN_PATHS.dashboard,
    async (client) => (await import('@/features/lessons/dashboard/dashboard-page')).prefetchDashboard(client),
  ],
  [
    SCREEN_PATHS.lesson,
    async (client, match) => (await import('@/app/lesson-screen')).prefetchLesson(client, pathSegment(match[1]!)),
  ],
  [
    SCREEN_PATHS.review,
    async (client) => (await import('@/features/review/review-page')).prefetchReviewSession(client),
  ],
  [
    SCREEN_PATHS.parentDashboard,
    async (client) => (await import('@/features/children/routes')).prefetchParentDashboard(client),
  ],
];

/**
 * A first visit's calls, into the cache the page reads: the landing page's registration mode (its
 * waitlist section), and the sign-in providers whose buttons sit in login's and register's forms.
 */
const PUBLIC_PAGE_CALLS: [RegExp, PagePrefetch][] = [
  [
    PUBLIC_PATHS.landing,
    async (client) => (await import('@/features/landing/landing-page')).prefetchRegistrationMode(client),
  ],
  [PUBLIC_PATHS.login, async (client) => (await import('@/features/auth/login-page')).prefetchSocialConfig(client)],
  [PUBLIC_PATHS.register, async (client) => (await import('@/features/auth/routes')).prefetchSocialConfig(client)],
];

/** A path segment as the router's params give it. */
function pathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const ignore = () => undefined;

/** Starts the calls of the first entry of `table` whose pattern `path` matches, if any. */
function startFirstMatch(table: [RegExp, PagePrefetch][], queryClient: QueryClient, path: string): void {
  for (const [pattern, prefetch] of table) {
    const match = path.match(pattern);
    if (match) {
      void prefetch(queryClient, match).catch(ignore);
      return;
    }
  }
}

/**
 * Starts the calls of the signed-in screen at `pathname` when a session is stored. A visitor
 * without a session makes no call, except the landing page's registration mode and the sign-in
 * providers of login and register. The landing page of a visitor with a session leads to the
 * dashboard, so its calls start too.
 */
export function startPrefetch(queryClient: QueryClient, pathname: string): void {
  if (!hasStoredAuthToken()) {
    startFirstMatch(PUBLIC_PAGE_CALLS, queryClient, pathname);
    return;
  }
  const path = signedInScreenPath(pathname);
  if (path === null) return;
  void import('@/app/guards/require-auth').then((m) => m.prefetchGuard(queryClient), ignore);
  startFirstMatch(PAGE_CALLS, queryClient, path);
}

/** Starts the current screen's first calls once, when the app starts. */
export function useStartPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => startPrefetch(queryClient, window.location.pathname), [queryClient]);
}
