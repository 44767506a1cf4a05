/* The family screens, loaded lazily by the router. */
import { lazyComponent } from '@/lib/lazy-component';
export { ParentDashboardPage } from './parent-dashboard-page';
export { prefetchParentDashboard } from './hooks';

/** "Record for {child}": its own chunk (the recorder comes with it), loaded when opened. */
export const FamilyVoicePage = lazyComponent(
  () => import('@/features/family-voice/family-voice-page'),
  (m) => m.FamilyVoicePage,
);
