import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { RootLayout } from './shell/root-layout';

const auth = () => import('@/features/auth/routes');
const childScreens = () => import('@/features/children/routes');
const adminScreens = () => import('@/features/admin/routes');
const supportScreens = () => import('@/features/support/routes');
const dynamicScreens = () => import('@/features/dynamic-lessons/routes');
const storyScreens = () => import('@/features/stories/routes');
const oauthCallback = () => import('@/features/auth/oauth-callback-page');
const voiceStudioScreens = () => import('@/features/voice-studio/routes');

/** The route table of both specs. Every screen is loaded lazily (its own chunk). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { index: true, element: lazyScreen(() => import('@/features/landing/landing-page'), 'LandingPage') },
        ],
      },
      // Public screens
      // Login alone, not the other account screens beside it in the feature's routes module.
      { path: 'login', element: lazyScreen(() => import('@/features/auth/login-page'), 'LoginPage') },
      { path: 'register', element: lazyScreen(auth, 'RegisterPage') },
      { path: 'forgot-password', element: lazyScreen(auth, 'ForgotPasswordPage') },
      { path: 'reset-password', element: lazyScreen(auth, 'ResetPasswordPage') },
      { path: 'verify-email', element: lazyScreen(auth, 'VerifyEmailPage') },
      { path: 'email/unsubscribe', element: lazyScreen(() => import('@/features/emails/routes'), 'UnsubscribePage') },
      { path: 'auth/google/callback', element: lazyScreen(oauthCallback, 'OAuthCallbackPage') },
      { path: 'auth/microsoft/callback', element: lazyScreen(oauthCallback, 'OAuthCallbackPage') },
      { path: 'about', element: lazyScreen(() => import('@/features/static-pages/about-page'), 'AboutPage') },
      { path: 'privacy', element: lazyScreen(() => import('@/features/static-pages/privacy-page'), 'PrivacyPage') },
      { path: 'terms', element: lazyScreen(() => import('@/features/static-pages/terms-page'), 'TermsPage') },
      // Signed-in screens
      {
        // The guard (profile, roles, verification dialog) is lazy; its code is in the screen kit (vite.config.ts).
        element: lazyScreen(() => import('./guards/require-auth'), 'RequireAuth'),
        children: [
          {
            path: 'dashboard',
            // The dashboard alone, not the lesson player beside it in the feature's routes module.
            element: lazyScreen(() => import('@/features/lessons/dashboard/dashboard-page'), 'DashboardPage'),
          },
          { path: 'lesson/:lessonId', element: lazyScreen(() => import('./lesson-screen'), 'LessonScreen') },
          { path: 'placement', element: lazyScreen(() => import('@/features/placement/routes'), 'PlacementPage') },
          { path: 'stories', element: lazyScreen(storyScreens, 'StoriesPage') },
          { path: 'stories/:storyId', element: lazyScreen(storyScreens, 'StoryReaderPage') },
          { path: 'review', element: lazyScreen(() => import('@/features/review/review-page'), 'ReviewPage') },
          { path: 'profile', element: lazyScreen(() => import('./profile-screen'), 'ProfileScreen') },
          { path: 'parent-dashboard', element: lazyScreen(childScreens, 'ParentDashboardPage') },
          {
            path: 'parent-dashboard/voice/:childId',
            element: lazyScreen(childScreens, 'FamilyVoicePage'),
          },
          // Blocked for child accounts and in child view by the guard (routeArea 'adult').
          { path: 'dynamic-lessons', element: lazyScreen(dynamicScreens, 'DynamicLessonsPage') },
          { path: 'interactive-lesson/:lessonId', element: lazyScreen(dynamicScreens, 'InteractiveLessonPage') },
          // Voice contributors and admins (the server answers 403 to anyone else; the page says so).
          { path: 'voice-studio', element: lazyScreen(voiceStudioScreens, 'VoiceStudioPage') },
          // Admins only: the guard's admin area (routeArea) covers /support and everything under it.
          { path: 'support', element: lazyScreen(supportScreens, 'SupportInboxPage') },
          { path: 'support/tickets/:ticketId', element: lazyScreen(supportScreens, 'TicketDetailPage') },
          {
            // Admins only (the guard's routeArea 'admin'); every page inside the admin layout and nav.
            path: 'admin',
            // The layout and the admin dashboard alone: the other admin pages (their calls, dialogs
            // and zod) are one chunk loaded when one of them opens.
            element: lazyScreen(() => import('@/features/admin/components/admin-layout'), 'AdminLayout'),
            children: [
              {
                index: true,
                element: lazyScreen(() => import('@/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage'),
              },
              { path: 'invites', element: lazyScreen(adminScreens, 'InvitesPage') },
              { path: 'bundles', element: lazyScreen(adminScreens, 'BundlesPage') },
              { path: 'users', element: lazyScreen(adminScreens, 'UsersPage') },
              { path: 'waitlist', element: lazyScreen(adminScreens, 'WaitlistPage') },
              { path: 'ai-usage', element: lazyScreen(adminScreens, 'AiUsagePage') },
              { path: 'feedback', element: lazyScreen(adminScreens, 'FeedbackPage') },
              { path: 'analytics', element: lazyScreen(adminScreens, 'AnalyticsPage') },
              { path: 'voice-review', element: lazyScreen(voiceStudioScreens, 'VoiceReviewPage') },
            ],
          },
        ],
      },
      { path: '*', element: lazyScreen(() => import('@/features/errors/not-found-page'), 'NotFoundPage') },
    ],
  },
];

/** The screens of the route table at the current location (inside a BrowserRouter). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Loads the lazily loaded screens (the guard, a layout, the page) the route table matches at
 * `pathname`, while the opening screen shows: the first screen then renders whole, without a
 * loading fallback in between. Never rejects.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadScreens((matchRoutes(appRoutes, pathname) ?? []).map((match) => match.route.element as ReactElement));
}
