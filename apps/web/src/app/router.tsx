import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, redirect, type LoaderFunction, type Params, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';

/** Where a visitor who holds a token lands instead of the landing page. */
export const SIGNED_IN_HOME = '/dashboard';

/** Puts a screen's first data in the query cache: `ensureQueryData` with the queries its hooks read. */
export type FirstData = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/** Who a screen's first data is asked for: a visitor holding a session, or one without. */
type Visitor = 'signed-in' | 'guest';

/** Rendered when a screen module does not (yet) export the expected component. */
function ScreenNotAvailable() {
  return <Navigate to="/" replace />;
}

const ignore = () => undefined;

/**
 * The routes of both specs, as one table: each screen is a lazily loaded module (its own chunk) and,
 * when it reads data on its first render, a loader that puts that data in the query cache with the
 * same queries its hooks read. The router starts both together when a route is matched: the
 * screen's code, and its data as soon as the module that knows the queries has arrived. On the
 * first visit this happens while the opening screen shows (app.tsx waits for the router).
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  /**
   * A screen: `pick` names its component in the module `load` brings; `firstData` (for the given
   * visitors only) starts its first calls. A loader never fails: a failed call stays in the query
   * cache, and the screen shows its own error state.
   */
  function screen<M>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    first?: { for: Visitor; data: (module: M) => FirstData },
  ): Pick<RouteObject, 'lazy' | 'loader'> {
    const lazy = {
      Component: async (): Promise<ComponentType> => {
        const module = await load();
        try {
          const Component = pick(module);
          return typeof Component === 'function' ? Component : ScreenNotAvailable;
        } catch {
          return ScreenNotAvailable;
        }
      },
    };
    if (!first) return { lazy };
    const loader: LoaderFunction = async ({ params }) => {
      if (hasStoredAuthToken() !== (first.for === 'signed-in')) return null;
      await load()
        .then((module) => first.data(module)(queryClient, params))
        .catch(ignore);
      return null;
    };
    return { lazy, loader };
  }

  const auth = () => import('@/features/auth/routes');
  const childScreens = () => import('@/features/children/routes');
  const adminScreens = () => import('@/features/admin/routes');
  const supportScreens = () => import('@/features/support/routes');
  const dynamicScreens = () => import('@/features/dynamic-lessons/routes');
  const storyScreens = () => import('@/features/stories/routes');
  const oauthCallback = () => import('@/features/auth/oauth-callback-page');

  return [
    {
      path: '/',
      element: <RootLayout />,
      // Shown if the first screen's data is still loading when the opening screen gives up waiting.
      HydrateFallback: PageLoading,
      errorElement: <RouteError />,
      children: [
        {
          // A visitor who already holds an auth token goes from the landing page to the dashboard.
          loader: () => (hasStoredAuthToken() ? redirect(SIGNED_IN_HOME) : null),
          children: [
            {
              index: true,
              ...screen(
                () => import('@/features/landing/landing-page'),
                (m) => m.LandingPage,
                { for: 'guest', data: (m) => m.loadRegistrationMode },
              ),
            },
          ],
        },
        // Public screens
        // Login alone, not the other account screens beside it in the feature's routes module.
        {
          path: 'login',
          ...screen(
            () => import('@/features/auth/login-page'),
            (m) => m.LoginPage,
            { for: 'guest', data: (m) => m.loadSocialConfig },
          ),
        },
        {
          path: 'register',
          ...screen(auth, (m) => m.RegisterPage, { for: 'guest', data: (m) => m.loadSocialConfig }),
        },
        { path: 'forgot-password', ...screen(auth, (m) => m.ForgotPasswordPage) },
        { path: 'reset-password', ...screen(auth, (m) => m.ResetPasswordPage) },
        { path: 'verify-email', ...screen(auth, (m) => m.VerifyEmailPage) },
        {
          path: 'email/unsubscribe',
          ...screen(
            () => import('@/features/emails/routes'),
            (m) => m.UnsubscribePage,
          ),
        },
        { path: 'auth/google/callback', ...screen(oauthCallback, (m) => m.OAuthCallbackPage) },
        { path: 'auth/microsoft/callback', ...screen(oauthCallback, (m) => m.OAuthCallbackPage) },
        {
          path: 'about',
          ...screen(
            () => import('@/features/static-pages/about-page'),
            (m) => m.AboutPage,
          ),
        },
        {
          path: 'privacy',
          ...screen(
            () => import('@/features/static-pages/privacy-page'),
            (m) => m.PrivacyPage,
          ),
        },
        {
          path: 'terms',
          ...screen(
            () => import('@/features/static-pages/terms-page'),
            (m) => m.TermsPage,
          ),
        },
        // Signed-in screens
        {
          // The guard (profile, roles, verification dialog) asks for the profile on every signed-in screen.
          ...screen(
            () => import('./guards/require-auth'),
            (m) => m.RequireAuth,
            { for: 'signed-in', data: (m) => m.loadGuard },
          ),
          children: [
            {
              path: 'dashboard',
              // The dashboard alone, not the lesson player beside it in the feature's routes module.
              ...screen(
                () => import('@/features/lessons/dashboard/dashboard-page'),
                (m) => m.DashboardPage,
                { for: 'signed-in', data: (m) => m.loadDashboard },
              ),
            },
            {
              path: 'lesson/:lessonId',
              ...screen(
                () => import('./lesson-screen'),
                (m) => m.LessonScreen,
                { for: 'signed-in', data: (m) => m.loadLessonScreen },
              ),
            },
            {
              path: 'placement',
              ...screen(
                () => import('@/features/placement/routes'),
                (m) => m.PlacementPage,
              ),
            },
            { path: 'stories', ...screen(storyScreens, (m) => m.StoriesPage) },
            { path: 'stories/:storyId', ...screen(storyScreens, (m) => m.StoryReaderPage) },
            {
              path: 'review',
              ...screen(
                () => import('@/features/review/review-page'),
                (m) => m.ReviewPage,
                { for: 'signed-in', data: (m) => m.loadReviewSession },
              ),
            },
            {
              path: 'profile',
              ...screen(
                () => import('./profile-screen'),
                (m) => m.ProfileScreen,
              ),
            },
            {
              path: 'parent-dashboard',
              ...screen(childScreens, (m) => m.ParentDashboardPage, {
                for: 'signed-in',
                data: (m) => m.loadParentDashboard,
              }),
            },
            // Blocked for child accounts and in child view by the guard (routeArea 'adult').
            { path: 'dynamic-lessons', ...screen(dynamicScreens, (m) => m.DynamicLessonsPage) },
            { path: 'interactive-lesson/:lessonId', ...screen(dynamicScreens, (m) => m.InteractiveLessonPage) },
            // Admins only: the guard's admin area (routeArea) covers /support and everything under it.
            { path: 'support', ...screen(supportScreens, (m) => m.SupportInboxPage) },
            { path: 'support/tickets/:ticketId', ...screen(supportScreens, (m) => m.TicketDetailPage) },
            {
              // Admins only (the guard's routeArea 'admin'); every page inside the admin layout and nav.
              path: 'admin',
              // The layout and the admin dashboard alone: the other admin pages (their calls, dialogs
              // and zod) are one chunk loaded when one of them opens.
              ...screen(
                () => import('@/features/admin/components/admin-layout'),
                (m) => m.AdminLayout,
              ),
              children: [
                {
                  index: true,
                  ...screen(
                    () => import('@/features/admin/pages/admin-dashboard-page'),
                    (m) => m.AdminDashboardPage,
                  ),
                },
                { path: 'invites', ...screen(adminScreens, (m) => m.InvitesPage) },
                { path: 'bundles', ...screen(adminScreens, (m) => m.BundlesPage) },
                { path: 'users', ...screen(adminScreens, (m) => m.UsersPage) },
                { path: 'waitlist', ...screen(adminScreens, (m) => m.WaitlistPage) },
                { path: 'ai-usage', ...screen(adminScreens, (m) => m.AiUsagePage) },
                { path: 'feedback', ...screen(adminScreens, (m) => m.FeedbackPage) },
                { path: 'analytics', ...screen(adminScreens, (m) => m.AnalyticsPage) },
              ],
            },
          ],
        },
        {
          path: '*',
          ...screen(
            () => import('@/features/errors/not-found-page'),
            (m) => m.NotFoundPage,
          ),
        },
      ],
    },
  ];
}

/** Resolves once the router has loaded its first location's screens and their first data. */
export function routerReady(router: {
  state: { initialized: boolean };
  subscribe: (fn: (state: { initialized: boolean }) => void) => () => void;
}): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
