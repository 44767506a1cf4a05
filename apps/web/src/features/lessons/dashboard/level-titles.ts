import type { LevelGroup } from '@hadal/domain';

/** Section titles of the dashboard (spec 01 §2 "Dashboard"). */
export const LEVEL_TITLES: Record<LevelGroup, string> = {
  A1: 'Beginner 1',
  A2: 'Beginner 2',
  B1: 'Intermediate 1',
  B2: 'Intermediate 2',
  C1: 'Advanced 1',
  C2: 'Advanced 2',
  Other: 'Other Lessons',
};

export const DASHBOARD_TABS = [
  { value: 'vocabulary', label: 'Vocabulary' },
  { value: 'grammar', label: 'Grammar' },
  { value: 'phrases', label: 'Phrases' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return DASHBOARD_TABS.some((t) => t.value === value);
}
