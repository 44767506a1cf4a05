import {
  isLessonDone,
  lessonLockRules,
  type GlobalProgressEntry,
  type LessonDoneState,
  type LessonLockRule,
  type LockableLesson,
} from '@hadal/domain';
import type { LessonProgressRow } from '@/db/schema';
import type { ProgressSummaryRow } from './progress.queries';

/**
 * A learner's progress summary as each process keeps it (progress.service.ts): the summary rows,
 * global progress made from them, and each started lesson's done state for the locks.
 */

function toGlobalEntry(row: ProgressSummaryRow): GlobalProgressEntry {
  return {
    lesson_stable_id: row.lessonStableId,
    completed: row.completed,
    skipped: row.skipped,
    progress_percentage: row.progressPercentage,
  };
}

/** For locking, a lesson passed once counts as done even after a restart. */
function doneState(row: ProgressSummaryRow): LessonDoneState {
  return { completed: isLessonDone({ ...row, passedAt: row.passed ? PASSED : null }), skipped: row.skipped };
}
/** Any passedAt: isLessonDone only asks whether there is one. */
const PASSED = new Date(0);

/** What a learner's summary rows give: global progress and each started lesson's done state. */
export interface LearnerSummary {
  rows: ProgressSummaryRow[];
  global: GlobalProgressEntry[];
  done: Map<string, LessonDoneState>;
}

export function summaryFrom(rows: ProgressSummaryRow[]): LearnerSummary {
  return {
    rows,
    global: rows.map(toGlobalEntry),
    done: new Map(rows.map((r) => [r.lessonStableId, doneState(r)])),
  };
}

/**
 * The summary once a percent-only save wrote `row`: its lesson's row replaced, or added when new.
 * Such a save changes no lesson's done state (a new row is neither completed nor skipped), so the
 * done states are the summary's own, with the new lesson's added.
 */
export function withSavedPercent(summary: LearnerSummary, row: LessonProgressRow): LearnerSummary {
  const saved: ProgressSummaryRow = {
    lessonStableId: row.lessonStableId,
    completed: row.completed,
    skipped: row.skipped,
    progressPercentage: row.progressPercentage,
    passed: row.completedAt !== null,
  };
  const at = summary.rows.findIndex((r) => r.lessonStableId === row.lessonStableId);
  const rows = at === -1 ? [...summary.rows, saved] : summary.rows.with(at, saved);
  const global = at === -1 ? [...summary.global, toGlobalEntry(saved)] : summary.global.with(at, toGlobalEntry(saved));
  const done = at === -1 ? new Map(summary.done).set(saved.lessonStableId, doneState(saved)) : summary.done;
  return { rows, global, done };
}

/** Each bundle's lock rules, worked out once per bundle (its lessons array is kept while it is active). */
export const lockRulesOf = (() => {
  const rules = new WeakMap<readonly LockableLesson[], Map<string, LessonLockRule>>();
  return (lessons: readonly LockableLesson[]) => {
    let found = rules.get(lessons);
    if (!found) rules.set(lessons, (found = lessonLockRules(lessons)));
    return found;
  };
})();
