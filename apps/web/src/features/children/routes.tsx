/* The family screens, loaded lazily by the router. */
export { ParentDashboardPage } from './parent-dashboard-page';
export { prefetchParentDashboard } from './hooks';
