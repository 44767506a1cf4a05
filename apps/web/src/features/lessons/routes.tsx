/* The lesson screens, loaded lazily by the router. */
export { DashboardPage } from './dashboard/dashboard-page';
export { LessonPlayerPage } from './player/lesson-player-page';
export type { PronunciationSlot, PronunciationSlotProps } from './player/pronunciation-slot';
