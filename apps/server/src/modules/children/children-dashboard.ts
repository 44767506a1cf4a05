import type { ParentDashboardChild, ParentDashboardResponse } from '@hadal/domain';
import type { Clock } from '@/lib/clock';
import { createLearnerCache, forgetOnChange, type LearnerChanges } from '@/lib/learner-cache';

/**
 * The parent dashboard's children, kept per parent until one of them changes: a child's account
 * (a rename, XP, a deletion: an account on the change feed) or progress (a learner), or the family
 * itself (a child added or removed: the children service marks the parent a learner written). Each process knows which
 * parent a child belongs to from the dashboards it read; a read under way when anything changes
 * is not kept, since a parent's first read does not know its children yet.
 */
export function createDashboardCache({
  clock,
  changes,
  load,
}: {
  clock: Clock;
  changes: LearnerChanges | undefined;
  load: (parentId: number) => Promise<ParentDashboardChild[]>;
}) {
  const cache = createLearnerCache<ParentDashboardResponse>(clock);
  const parentOf = new Map<number, number>();
  forgetOnChange(changes, (ids) => {
    cache.forgetReadings();
    cache.forget(ids.map((id) => parentOf.get(id) ?? id));
  });

  return {
    /** The parent's dashboard beside the active bundle's lesson count (kept per count). */
    answer(parentId: number, totalLessons: number): Promise<ParentDashboardResponse> {
      return cache.get(parentId, String(totalLessons), async () => {
        const children = await load(parentId);
        for (const child of children) parentOf.set(child.child_id, parentId);
        return { value: { children, total_lessons_available: totalLessons } };
      });
    },
  };
}
