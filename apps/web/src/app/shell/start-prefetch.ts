import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { SCREEN_PATHS, signedInScreenPath } from './first-calls';

/**
 * The first API calls of a signed-in screen, started while the opening screen shows instead of
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

/** A path segment as the router's params give it. */
function pathSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Starts the calls of the signed-in screen at `pathname` when a session is stored. A visitor
 * without a session makes no call, except the landing page's registration mode and the sign-in
 * providers of login and register. The landing page
 * of a visitor with a session leads to the dashboard, so its calls start too.
 */
export function startPrefetch(queryClient: QueryClient, pathname: string): void {
  const ignore = () => undefined;
  if (!hasStoredAuthToken()) {
    // A first visit's landing page asks for the registration mode (its waitlist section); login
    // and register for the sign-in providers, whose buttons sit in the form.
    if (pathname === '/')
      void import('@/features/landing/landing-page').then((m) => m.prefetchRegistrationMode(queryClient)).catch(ignore);
    else if (/^\/login\/?$/.test(pathname))
      void import('@/features/auth/login-page').then((m) => m.prefetchSocialConfig(queryClient)).catch(ignore);
    else if (/^\/register\/?$/.test(pathname))
      void import('@/features/auth/routes').then((m) => m.prefetchSocialConfig(queryClient)).catch(ignore);
    return;
  }
  const path = signedInScreenPath(pathname);
  if (path === null) return;
  void import('@/app/guards/require-auth').then((m) => m.prefetchGuard(queryClient), ignore);
  for (const [pattern, prefetch] of PAGE_CALLS) {
    const match = path.match(pattern);
    if (match) {
      void prefetch(queryClient, match).catch(ignore);
      return;
    }
  }
}

/** Starts the current screen's first calls once, when the app starts. */
export function useStartPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => startPrefetch(queryClient, window.location.pathname), [queryClient]);
}
