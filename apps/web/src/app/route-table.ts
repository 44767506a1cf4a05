/**
 * THE route table of both specs: the one place a screen is added. Plain data, so that the build reads
 * it too (build-plugins/route-table.ts): from it come
 *   - the routes React Router renders (router.tsx: each screen loaded on demand, its own chunk);
 *   - the start-up step (router.tsx `startRoute`): the opened screen's code and, through its
 *     `firstData`, its first API calls into the query cache, while the opening screen shows;
 *   - the build's start script (`assets/route-start-*.js`, run before the app's code): the
 *     modulepreload links of the opened path's chunks and its `firstCalls`, whose answers the API
 *     client takes (lib/first-answers.ts).
 * Paths are React Router's, relative to `/` (`:name` is a path parameter, `*` the rest).
 */
export interface RouteEntry {
  path?: string;
  index?: true;
  /**
   * The module of the screen (or layout, or guard) under `src/`, without its extension, loaded on
   * demand: the app runs the table as the build's virtual module `virtual:hadal-routes`, where it
   * is `import('@/<module>')`.
   */
  module?: string;
  /** The component `module` exports by that name. */
  component?: string;
  /** Everything below needs a session: the guard (`module` is the guard's; its profile, roles, dialogs). */
  guard?: 'signed-in';
  /** A visitor holding a session opens this path instead (the landing page leads to the dashboard). */
  signedInTo?: string;
  /**
   * The named export of `module` that puts the data the screen reads on its first render into the
   * query cache, over the same query options as its hooks: `(queryClient, params) => Promise`.
   * Started at start-up only for the visitor it is for: under the guard with a session, elsewhere
   * without one.
   */
  firstData?: string;
  /**
   * The GET calls `firstData` makes, with the path's `:params` as the address bar has them (a test
   * holds the two equal). The build's start script asks for them before the app's code has loaded.
   */
  firstCalls?: readonly string[];
  children?: readonly RouteEntry[];
}

const auth = 'features/auth/routes';
const children = 'features/children/routes';
const admin = 'features/admin/routes';
const support = 'features/support/routes';
const dynamicLessons = 'features/dynamic-lessons/routes';
const stories = 'features/stories/routes';
const oauthCallback = 'features/auth/oauth-callback-page';
const voiceStudio = 'features/voice-studio/routes';

/** Everything under `/` (the root layout: header, footer, consent bar; router.tsx). */
export const routeTable: readonly RouteEntry[] = [
  {
    signedInTo: '/dashboard',
    children: [
      {
        index: true,
        module: 'features/landing/landing-page',
        component: 'LandingPage',
        // The registration mode (the waitlist section).
        firstData: 'prefetchRegistrationMode',
        firstCalls: ['/api/registration'],
      },
    ],
  },
  // Public screens. Login alone, not the other account screens beside it in the feature's routes module.
  {
    path: 'login',
    module: 'features/auth/login-page',
    component: 'LoginPage',
    // The sign-in buttons' providers.
    firstData: 'prefetchSocialConfig',
    firstCalls: ['/api/auth/social/config'],
  },
  {
    path: 'register',
    module: auth,
    component: 'RegisterPage',
    // The registration mode, the human check and the sign-in buttons' providers.
    firstData: 'prefetchRegisterPage',
    firstCalls: ['/api/registration', '/api/captcha/config', '/api/auth/social/config'],
  },
  { path: 'forgot-password', module: auth, component: 'ForgotPasswordPage' },
  { path: 'reset-password', module: auth, component: 'ResetPasswordPage' },
  { path: 'verify-email', module: auth, component: 'VerifyEmailPage' },
  { path: 'email/unsubscribe', module: 'features/emails/routes', component: 'UnsubscribePage' },
  { path: 'auth/google/callback', module: oauthCallback, component: 'OAuthCallbackPage' },
  { path: 'auth/microsoft/callback', module: oauthCallback, component: 'OAuthCallbackPage' },
  { path: 'about', module: 'features/static-pages/about-page', component: 'AboutPage' },
  { path: 'privacy', module: 'features/static-pages/privacy-page', component: 'PrivacyPage' },
  { path: 'terms', module: 'features/static-pages/terms-page', component: 'TermsPage' },
  // Signed-in screens. The guard's code is in the screen kit (vite.config.ts); it asks for the profile.
  {
    guard: 'signed-in',
    module: 'app/guards/require-auth',
    component: 'RequireAuth',
    firstData: 'prefetchGuard',
    firstCalls: ['/api/auth/profile'],
    children: [
      {
        // The dashboard alone, not the lesson player beside it in the feature's routes module.
        path: 'dashboard',
        module: 'features/lessons/dashboard/dashboard-page',
        component: 'DashboardPage',
        firstData: 'prefetchDashboard',
        firstCalls: ['/api/auth/me', '/api/lessons?limit=200', '/api/lessons/progress/stateful', '/api/profile/today'],
      },
      {
        path: 'lesson/:lessonId',
        module: 'app/lesson-screen',
        component: 'LessonScreen',
        // The player's settings say whether listening audio plays on arrival.
        firstData: 'prefetchLessonScreen',
        firstCalls: ['/api/lessons/:lessonId', '/api/lessons/progress/stateful', '/api/profile/settings'],
      },
      { path: 'placement', module: 'features/placement/routes', component: 'PlacementPage' },
      { path: 'stories', module: stories, component: 'StoriesPage' },
      { path: 'stories/:storyId', module: stories, component: 'StoryReaderPage' },
      {
        // The completed lessons and the first due items together (limit: REVIEW_SESSION_SIZE); the
        // populate calls, POSTs from the first answer, come after (features/review/hooks.ts).
        path: 'review',
        module: 'features/review/review-page',
        component: 'ReviewPage',
        firstData: 'prefetchReviewSession',
        firstCalls: ['/api/lessons/progress/global', '/api/review/items?limit=15'],
      },
      { path: 'profile', module: 'app/profile-screen', component: 'ProfileScreen' },
      // Parents only (the guard's routeArea 'parent').
      {
        path: 'parent-dashboard',
        module: children,
        component: 'ParentDashboardPage',
        firstData: 'prefetchParentDashboard',
        firstCalls: ['/api/children/dashboard'],
      },
      { path: 'parent-dashboard/voice/:childId', module: children, component: 'FamilyVoicePage' },
      // Blocked for child accounts and in child view by the guard (routeArea 'adult').
      { path: 'dynamic-lessons', module: dynamicLessons, component: 'DynamicLessonsPage' },
      { path: 'interactive-lesson/:lessonId', module: dynamicLessons, component: 'InteractiveLessonPage' },
      // Voice contributors and admins (the server answers 403 to anyone else; the page says so).
      { path: 'voice-studio', module: voiceStudio, component: 'VoiceStudioPage' },
      // Admins only: the guard's admin area (routeArea) covers /support and everything under it.
      { path: 'support', module: support, component: 'SupportInboxPage' },
      { path: 'support/tickets/:ticketId', module: support, component: 'TicketDetailPage' },
      {
        // Admins only (the guard's routeArea 'admin'); every page inside the admin layout and nav.
        // The layout and the admin dashboard alone: the other admin pages (their calls, dialogs and
        // zod) are one chunk loaded when one of them opens.
        path: 'admin',
        module: 'features/admin/components/admin-layout',
        component: 'AdminLayout',
        children: [
          { index: true, module: 'features/admin/pages/admin-dashboard-page', component: 'AdminDashboardPage' },
          { path: 'invites', module: admin, component: 'InvitesPage' },
          { path: 'bundles', module: admin, component: 'BundlesPage' },
          { path: 'users', module: admin, component: 'UsersPage' },
          { path: 'waitlist', module: admin, component: 'WaitlistPage' },
          { path: 'ai-usage', module: admin, component: 'AiUsagePage' },
          { path: 'feedback', module: admin, component: 'FeedbackPage' },
          { path: 'analytics', module: admin, component: 'AnalyticsPage' },
          { path: 'voice-review', module: voiceStudio, component: 'VoiceReviewPage' },
        ],
      },
    ],
  },
  { path: '*', module: 'features/errors/not-found-page', component: 'NotFoundPage' },
];

/** One path of the table with everything on the way to it (the guard, layouts, the screen). */
export interface RoutePath {
  /** The whole path, from `/`. */
  path: string;
  modules: string[];
  firstCalls: string[];
  /** Under the guard: its calls need a session; without one, none of the route's calls are made. */
  signedIn: boolean;
  signedInTo?: string;
}

/** Every path of `table` (depth first, in table order), with what lies on the way to it. */
export function routePaths(table: readonly RouteEntry[] = routeTable, parent?: RoutePath): RoutePath[] {
  const start: RoutePath = parent ?? { path: '/', modules: [], firstCalls: [], signedIn: false };
  return table.flatMap((entry) => {
    const joined = entry.path ? `${start.path.replace(/\/$/, '')}/${entry.path}` : start.path;
    const here: RoutePath = {
      path: joined,
      modules: entry.module ? [...start.modules, entry.module] : start.modules,
      firstCalls: [...start.firstCalls, ...(entry.firstCalls ?? [])],
      signedIn: start.signedIn || entry.guard === 'signed-in',
      ...((entry.signedInTo ?? start.signedInTo) ? { signedInTo: entry.signedInTo ?? start.signedInTo } : {}),
    };
    return entry.children ? routePaths(entry.children, here) : [here];
  });
}

/** Every module the table loads on demand, once each. */
export function routeModuleNames(table: readonly RouteEntry[] = routeTable): string[] {
  return [...new Set(routePaths(table).flatMap((route) => route.modules))];
}
