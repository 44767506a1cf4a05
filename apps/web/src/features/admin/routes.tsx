/* The admin screens, loaded lazily by the router (the layout and the admin dashboard are chunks of their own). */
export { InvitesPage } from './pages/invites-page';
export { BundlesPage } from './pages/bundles-page';
export { UsersPage } from './pages/users-page';
export { WaitlistPage } from './pages/waitlist-page';
export { AiUsagePage } from './pages/ai-usage-page';
export { FeedbackPage } from './pages/feedback-page';
export { AnalyticsPage } from './pages/analytics-page';
