import { createBrowserRouter, type RouteObject } from 'react-router';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { lazyScreen } from './lazy-screen';
import { PageLoading } from './shell/page-loading';
import { RootLayout } from './shell/root-layout';

const auth = () => import('@/features/auth/routes');
const childScreens = () => import('@/features/children/routes');
const adminScreens = () => import('@/features/admin/routes');
const supportScreens = () => import('@/features/support/routes');
const dynamicScreens = () => import('@/features/dynamic-lessons/routes');
const oauthCallback = () => import('@/features/auth/oauth-callback-page');

/** The route table of both specs. Every screen is loaded lazily (its own chunk). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <RedirectIfAuthenticated />,
        children: [{ index: true, lazy: lazyScreen(() => import('@/features/landing/landing-page'), 'LandingPage') }],
      },
      // Public screens
      { path: 'login', lazy: lazyScreen(auth, 'LoginPage') },
      { path: 'register', lazy: lazyScreen(auth, 'RegisterPage') },
      { path: 'forgot-password', lazy: lazyScreen(auth, 'ForgotPasswordPage') },
      { path: 'reset-password', lazy: lazyScreen(auth, 'ResetPasswordPage') },
      { path: 'verify-email', lazy: lazyScreen(auth, 'VerifyEmailPage') },
      { path: 'email/unsubscribe', lazy: lazyScreen(() => import('@/features/emails/routes'), 'UnsubscribePage') },
      { path: 'auth/google/callback', lazy: lazyScreen(oauthCallback, 'OAuthCallbackPage') },
      { path: 'auth/microsoft/callback', lazy: lazyScreen(oauthCallback, 'OAuthCallbackPage') },
      { path: 'about', lazy: lazyScreen(() => import('@/features/static-pages/about-page'), 'AboutPage') },
      { path: 'privacy', lazy: lazyScreen(() => import('@/features/static-pages/privacy-page'), 'PrivacyPage') },
      { path: 'terms', lazy: lazyScreen(() => import('@/features/static-pages/terms-page'), 'TermsPage') },
      // Signed-in screens
      {
        // The guard (profile, roles, verification dialog) is its own chunk: visitors of public pages never load it.
        lazy: lazyScreen(() => import('./guards/require-auth'), 'RequireAuth'),
        children: [
          {
            path: 'dashboard',
            // The dashboard alone, not the lesson player beside it in the feature's routes module.
            lazy: lazyScreen(() => import('@/features/lessons/dashboard/dashboard-page'), 'DashboardPage'),
          },
          { path: 'lesson/:lessonId', lazy: lazyScreen(() => import('./lesson-screen'), 'LessonScreen') },
          { path: 'placement', lazy: lazyScreen(() => import('@/features/placement/routes'), 'PlacementPage') },
          { path: 'review', lazy: lazyScreen(() => import('@/features/review/review-page'), 'ReviewPage') },
          { path: 'profile', lazy: lazyScreen(() => import('./profile-screen'), 'ProfileScreen') },
          { path: 'parent-dashboard', lazy: lazyScreen(childScreens, 'ParentDashboardPage') },
          // Blocked for child accounts and in child view by the guard (routeArea 'adult').
          { path: 'dynamic-lessons', lazy: lazyScreen(dynamicScreens, 'DynamicLessonsPage') },
          { path: 'interactive-lesson/:lessonId', lazy: lazyScreen(dynamicScreens, 'InteractiveLessonPage') },
          // Admins only: the guard's admin area (routeArea) covers /support and everything under it.
          { path: 'support', lazy: lazyScreen(supportScreens, 'SupportInboxPage') },
          { path: 'support/tickets/:ticketId', lazy: lazyScreen(supportScreens, 'TicketDetailPage') },
          {
            // Admins only (the guard's routeArea 'admin'); every page inside the admin layout and nav.
            path: 'admin',
            lazy: lazyScreen(adminScreens, 'AdminLayout'),
            children: [
              { index: true, lazy: lazyScreen(adminScreens, 'AdminDashboardPage') },
              { path: 'invites', lazy: lazyScreen(adminScreens, 'InvitesPage') },
              { path: 'bundles', lazy: lazyScreen(adminScreens, 'BundlesPage') },
              { path: 'users', lazy: lazyScreen(adminScreens, 'UsersPage') },
              { path: 'waitlist', lazy: lazyScreen(adminScreens, 'WaitlistPage') },
              { path: 'ai-usage', lazy: lazyScreen(adminScreens, 'AiUsagePage') },
              { path: 'feedback', lazy: lazyScreen(adminScreens, 'FeedbackPage') },
              { path: 'analytics', lazy: lazyScreen(adminScreens, 'AnalyticsPage') },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyScreen(() => import('@/features/errors/not-found-page'), 'NotFoundPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
