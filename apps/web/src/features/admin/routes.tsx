/* The admin screens, loaded lazily by the router. */
export { AdminLayout } from './components/admin-layout';
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { InvitesPage } from './pages/invites-page';
export { BundlesPage } from './pages/bundles-page';
export { UsersPage } from './pages/users-page';
export { WaitlistPage } from './pages/waitlist-page';
export { AiUsagePage } from './pages/ai-usage-page';
export { FeedbackPage } from './pages/feedback-page';
export { AnalyticsPage } from './pages/analytics-page';
