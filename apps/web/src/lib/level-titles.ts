import type { LevelGroup } from '@hadal/domain';

/** Section titles of a CEFR level (spec 01 §2 "Dashboard"), shared by the dashboard and the stories. */
export const LEVEL_TITLES: Record<LevelGroup, string> = {
  A1: 'Beginner 1',
  A2: 'Beginner 2',
  B1: 'Intermediate 1',
  B2: 'Intermediate 2',
  C1: 'Advanced 1',
  C2: 'Advanced 2',
  Other: 'Other Lessons',
};
