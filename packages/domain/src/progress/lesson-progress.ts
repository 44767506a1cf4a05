import { COMPLETED_LESSON_PROGRESS_PERCENT } from '../lessons';

/**
 * What a progress update does to a lesson (spec 01 §4 "Lesson states"), and what XP it earns.
 * The server is the authority: the client's xp_earned is a claim, never trusted beyond the lesson's
 * maximum, and XP cannot be farmed by replaying.
 */

export interface StoredLessonProgress {
  completed: boolean;
  skipped: boolean;
  progressPercentage: number;
  /** Set the first time the lesson was passed; kept through restart and skip. */
  passedAt: Date | null;
}

export interface LessonProgressUpdate {
  progress_percentage: number;
  completed?: boolean;
  skipped?: boolean;
}

export type LessonProgressState = Omit<StoredLessonProgress, 'passedAt'> & { passedAt: Date | null };

/**
 * The state after an update:
 * - completed: progress 100, completed, not skipped (the first pass is remembered);
 * - skipped: progress 0, skipped, not completed;
 * - progress 0 without either flag is a restart: progress 0, neither completed nor skipped;
 * - any other progress on a completed lesson keeps it completed (replaying it);
 * - otherwise the progress is stored as sent (rounded).
 * A lesson passed once stays passed: the next lesson stays unlocked and its XP is kept.
 */
export function nextLessonProgress(
  existing: StoredLessonProgress | undefined,
  update: LessonProgressUpdate,
  now: Date,
): LessonProgressState {
  const passedAt = existing?.passedAt ?? null;
  if (update.completed) {
    return {
      completed: true,
      skipped: false,
      progressPercentage: COMPLETED_LESSON_PROGRESS_PERCENT,
      passedAt: passedAt ?? now,
    };
  }
  if (update.skipped) return { completed: false, skipped: true, progressPercentage: 0, passedAt };
  const percent = Math.round(update.progress_percentage);
  if (percent === 0) return { completed: false, skipped: false, progressPercentage: 0, passedAt };
  if (existing?.completed)
    return { completed: true, skipped: false, progressPercentage: COMPLETED_LESSON_PROGRESS_PERCENT, passedAt };
  return { completed: false, skipped: existing?.skipped ?? false, progressPercentage: percent, passedAt };
}

/**
 * A save that only moves the percentage (neither completes, skips nor restarts): by
 * nextLessonProgress it grants no XP and keeps the stored completion, skip and pass, so the server
 * writes it as one statement (the percentage, or 100 for a completed lesson) without a transaction.
 */
export function isPercentOnlySave(update: LessonProgressUpdate): boolean {
  return !update.completed && !update.skipped && Math.round(update.progress_percentage) > 0;
}

/** Done for lesson locking: completed or skipped now, or passed once. */
export function isLessonDone(state: Pick<StoredLessonProgress, 'completed' | 'skipped' | 'passedAt'>): boolean {
  return state.completed || state.skipped || state.passedAt !== null;
}

export type XpGrantKind = 'first_pass' | 'practice';

export interface XpGrantInput {
  /** xp_earned of the update (the client's claim). */
  claimedXp: number;
  /** The most this lesson can give (maxLessonXp). */
  lessonMaxXp: number;
  /** The update completes the lesson. */
  completes: boolean;
  /** The lesson had been passed before this update. */
  passedBefore: boolean;
  /** Practice XP for this lesson was already granted on this UTC day. */
  practiceGrantedToday: boolean;
}

/**
 * XP for a progress update: only a completion earns XP, never more than the lesson's maximum.
 * The first pass grants it; a replay of a passed lesson grants practice XP at most once per lesson
 * per UTC day. Null: nothing to grant.
 */
export function xpGrantFor(input: XpGrantInput): { kind: XpGrantKind; xp: number } | null {
  if (!input.completes) return null;
  const xp = Math.max(0, Math.min(Math.floor(input.claimedXp), Math.floor(input.lessonMaxXp)));
  if (xp === 0) return null;
  if (!input.passedBefore) return { kind: 'first_pass', xp };
  if (input.practiceGrantedToday) return null;
  return { kind: 'practice', xp };
}

/** The UTC calendar day of `at`, as YYYY-MM-DD (practice XP counts per UTC day). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
