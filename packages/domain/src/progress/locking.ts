import { CEFR_LEVELS } from '../lessons/lesson-kinds';

/**
 * Lesson locking on the dashboard (spec 01 §4), not applied to admins:
 * - Within a tab (kind) and a CEFR level, lessons are sorted by order_index; a lesson is locked
 *   unless the previous lesson of the same kind is completed or skipped.
 * - The first lesson of a level above A1 is locked unless all lessons of that kind in the previous
 *   level are completed or skipped; if the previous level has none of that kind, it stays locked.
 * - "Vocabulary kind" is everything that is not grammar or phrases. First lessons at A1 are open.
 */

export type LessonKind = 'vocabulary' | 'grammar' | 'phrases';
/** CEFR order of the dashboard (spec 01 §9); anything else is grouped as Other, last. */
export const LEVEL_ORDER = [...CEFR_LEVELS, 'Other'] as const;
export type LevelGroup = (typeof LEVEL_ORDER)[number];

export interface LockableLesson {
  stable_id: string;
  lesson_type: string;
  cefr_level: string;
  order_index: number;
}

export interface LessonDoneState {
  completed: boolean;
  skipped: boolean;
}

export function lessonKind(lessonType: string): LessonKind {
  return lessonType === 'grammar' || lessonType === 'phrases' ? lessonType : 'vocabulary';
}

export function levelGroup(cefrLevel: string): LevelGroup {
  return (CEFR_LEVELS as readonly string[]).includes(cefrLevel) ? (cefrLevel as LevelGroup) : 'Other';
}

export function levelRank(cefrLevel: string): number {
  return LEVEL_ORDER.indexOf(levelGroup(cefrLevel));
}

/** Sort within a group: order_index, then stable_id so ties are deterministic. */
export function compareLessons(a: LockableLesson, b: LockableLesson): number {
  return a.order_index - b.order_index || (a.stable_id < b.stable_id ? -1 : a.stable_id > b.stable_id ? 1 : 0);
}

function isDone(state: LessonDoneState | undefined): boolean {
  return state !== undefined && (state.completed || state.skipped);
}

/**
 * The locked state of every lesson, by stable_id.
 * `progress` maps stable_id to the learner's state; a missing entry means not started.
 */
export function computeLocks(
  lessons: readonly LockableLesson[],
  progress: ReadonlyMap<string, LessonDoneState> | Readonly<Record<string, LessonDoneState>>,
  options: { isAdmin?: boolean } = {},
): Map<string, boolean> {
  return locksByRule(lessons, lessonLockRules(lessons), progress, options);
}

/** computeLocks with the lessons' rules already worked out (lessonLockRules, kept per set of lessons). */
export function locksByRule(
  lessons: readonly LockableLesson[],
  rules: ReadonlyMap<string, LessonLockRule>,
  progress: ReadonlyMap<string, LessonDoneState> | Readonly<Record<string, LessonDoneState>>,
  options: { isAdmin?: boolean } = {},
): Map<string, boolean> {
  const get = (id: string): LessonDoneState | undefined =>
    progress instanceof Map ? progress.get(id) : (progress as Record<string, LessonDoneState>)[id];
  const locks = new Map<string, boolean>();
  for (const l of lessons) {
    const rule = rules.get(l.stable_id);
    locks.set(l.stable_id, !options.isAdmin && rule !== undefined && isLockedByRule(rule, get));
  }
  return locks;
}

/** Why a locked lesson cannot be opened, in words for the lesson card. */
export function lockReason(lesson: LockableLesson, lessons: readonly LockableLesson[]): string {
  const kind = lessonKind(lesson.lesson_type);
  const rank = levelRank(lesson.cefr_level);
  const sameGroup = lessons
    .filter((l) => lessonKind(l.lesson_type) === kind && levelRank(l.cefr_level) === rank)
    .sort(compareLessons);
  const index = sameGroup.findIndex((l) => l.stable_id === lesson.stable_id);
  if (index > 0) return 'Complete or skip the previous lesson to unlock this one.';
  const previousLevel = LEVEL_ORDER[rank - 1];
  return `Complete or skip all ${kind} lessons of level ${previousLevel ?? ''} to unlock this one.`;
}

/**
 * What one lesson's lock waits for (spec 01 §4, above): nothing (`after` empty and
 * `open`), the previous lesson of its kind and level, or every lesson of its kind in the level
 * below (locked for good when that level has none).
 */
export interface LessonLockRule {
  open: boolean;
  after: readonly string[];
}

/**
 * Every lesson's lock rule, by stable_id: worked out once for a set of lessons, so the lock of one
 * lesson is then a look at the few lessons it waits for (isLockedByRule) instead of every lesson,
 * and every lesson's lock one such look each (locksByRule).
 */
export function lessonLockRules(lessons: readonly LockableLesson[]): Map<string, LessonLockRule> {
  const rules = new Map<string, LessonLockRule>();
  const groups = new Map<LessonKind, LockableLesson[][]>();
  for (const l of lessons) {
    const kind = lessonKind(l.lesson_type);
    let levels = groups.get(kind);
    if (!levels) groups.set(kind, (levels = LEVEL_ORDER.map(() => [])));
    levels[levelRank(l.cefr_level)]?.push(l);
  }
  for (const levels of groups.values()) {
    levels.forEach((group, rank) => {
      group.sort(compareLessons);
      group.forEach((lesson, i) => {
        const previous = group[i - 1];
        let rule: LessonLockRule;
        if (previous) rule = { open: false, after: [previous.stable_id] };
        else if (rank === 0) rule = { open: true, after: [] };
        else rule = { open: false, after: (levels[rank - 1] ?? []).map((l) => l.stable_id) };
        rules.set(lesson.stable_id, rule);
      });
    });
  }
  return rules;
}

/** Whether a lesson with `rule` is locked for a learner whose states `stateOf` gives (not for admins). */
export function isLockedByRule(
  rule: LessonLockRule,
  stateOf: (stableId: string) => LessonDoneState | undefined,
): boolean {
  if (rule.open) return false;
  return rule.after.length === 0 || !rule.after.every((id) => isDone(stateOf(id)));
}

/**
 * The lesson a learner goes on to after `lesson` (the result screen's Next lesson): the next of its
 * kind in course order (CEFR level, then order_index), or null after the last one.
 */
export function nextLessonAfter<T extends LockableLesson>(lesson: LockableLesson, lessons: readonly T[]): T | null {
  const kind = lessonKind(lesson.lesson_type);
  const course = lessons
    .filter((l) => lessonKind(l.lesson_type) === kind)
    .sort((a, b) => levelRank(a.cefr_level) - levelRank(b.cefr_level) || compareLessons(a, b));
  const at = course.findIndex((l) => l.stable_id === lesson.stable_id);
  return at >= 0 ? (course[at + 1] ?? null) : null;
}
