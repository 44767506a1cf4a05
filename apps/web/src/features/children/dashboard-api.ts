// The light schema of @hadal/domain (held equal to parentDashboardResponseSchema by a domain test):
// the parent dashboard's first answer, read without zod in its first load.
import { parentDashboardResponseLightSchema, type ParentDashboardResponse } from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The query keys of the parent dashboard. */
export const childrenKeys = {
  all: ['children'] as const,
  dashboard: ['children', 'dashboard'] as const,
  child: (id: number) => ['children', id] as const,
  progress: (id: number) => ['children', id, 'progress'] as const,
  /** The lessons list, read for the titles of the child progress modal. */
  lessonTitles: ['children', 'lesson-titles'] as const,
};

/** GET /children/dashboard: each child's totals and the lessons available. */
export async function getParentDashboard(): Promise<ParentDashboardResponse> {
  return parentDashboardResponseLightSchema.parse(
    await api.get('/children/dashboard'),
    'answer of GET /children/dashboard',
  );
}
