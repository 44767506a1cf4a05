import {
  computeLocks,
  lessonStateOf,
  type LessonListItem,
  type ProgressUpdateResponse,
  type StatefulProgressEntry,
} from '@hadal/domain';
import type { CurrentUser } from '@/lib/account/api';

/** The signed-in learner after a progress update: the XP total and streak the server answered. */
export function withSavedTotals(me: CurrentUser, answer: ProgressUpdateResponse): CurrentUser {
  return { ...me, xp_points: answer.total_xp, streak_days: answer.streak_days };
}

/**
 * Every lesson's progress after one update: the lesson takes the answered progress and its state,
 * and the locks follow from the lesson list (spec 01 §4). The server keeps a completion or a skip
 * once made, so an update can open a lesson but never close one: a lesson the server left open
 * stays open.
 */
export function withSavedProgress(
  entries: StatefulProgressEntry[],
  answer: ProgressUpdateResponse,
  lessons: readonly LessonListItem[] | undefined,
): StatefulProgressEntry[] {
  if (!entries.some((e) => e.lesson_stable_id === answer.lesson_stable_id)) return entries;
  const saved = entries.map((entry) =>
    entry.lesson_stable_id === answer.lesson_stable_id
      ? {
          ...entry,
          completed: answer.completed,
          skipped: answer.skipped,
          progress_percentage: answer.progress_percentage,
          state: lessonStateOf(answer),
        }
      : entry,
  );
  if (!lessons) return saved;
  const locks = computeLocks(lessons, new Map(saved.map((e) => [e.lesson_stable_id, e])));
  return saved.map((entry) =>
    entry.locked && locks.get(entry.lesson_stable_id) === false ? { ...entry, locked: false } : entry,
  );
}
