export { LEVEL_TITLES } from '@/lib/level-titles';

export const DASHBOARD_TABS = [
  { value: 'vocabulary', label: 'Vocabulary' },
  { value: 'grammar', label: 'Grammar' },
  { value: 'phrases', label: 'Phrases' },
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return DASHBOARD_TABS.some((t) => t.value === value);
}
