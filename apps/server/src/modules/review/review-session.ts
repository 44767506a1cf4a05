import {
  fsrsGradeFor,
  isCorrectRating,
  localDay,
  nextStreak,
  REVIEW_RESPONSE_TIME_MAX_MS,
  reviewXp,
  type ReviewSessionResponse,
  type reviewSessionRequestSchema,
} from '@hadal/domain';
import type { z } from 'zod';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { ReviewItemRow, ReviewLogRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { Conflict, NotFound } from '@/lib/errors';
import { addXpAndSetStreak, lockLearnerTotals, type LearnerTotals } from '@/modules/users';
import { findLogEntry, lockItem, recordReview } from './review.queries';
import { scheduleReview, type CardState } from './review-scheduler';

export type ReviewRating = z.output<typeof reviewSessionRequestSchema>;

export const REVIEW_ITEM_NOT_FOUND = 'Review item not found';
export const REVIEW_OUT_OF_ORDER = "review_number is not this item's next review";

export function cardOf(item: ReviewItemRow): CardState {
  return {
    due: item.due,
    stability: item.stability,
    difficulty: item.difficulty,
    scheduledDays: item.scheduledDays,
    learningSteps: item.learningSteps,
    reps: item.reps,
    lapses: item.lapses,
    state: item.state,
    lastReview: item.lastReview,
  };
}

/** The answer to a review recorded before: nothing is recorded or granted again. */
function replay(item: ReviewItemRow, done: ReviewLogRow, totals: LearnerTotals): ReviewSessionResponse {
  return {
    review_item_id: item.id,
    quality_rating: done.qualityRating,
    correct: done.correct,
    xp_granted: 0,
    total_xp: totals.xpPoints,
    streak_days: totals.streakDays,
    repetitions: item.reps,
    due_at: item.due.toISOString(),
    duplicate: true,
  };
}

/**
 * Records one rating of the learner's item and schedules its next review with FSRS, in one
 * transaction that also grants the XP. The learner's row is locked first, so one learner's
 * ratings run one at a time; the review log's unique (item, review_number) grants each review
 * once, and a request naming a review already recorded is answered from the log.
 */
export async function recordRating(
  deps: { uow: UnitOfWork; clock: Clock },
  userId: number,
  body: ReviewRating,
  timeZone: string | null,
): Promise<ReviewSessionResponse> {
  const now = deps.clock.now();
  const quality = body.quality_rating;
  const correct = isCorrectRating(quality);
  const xp = reviewXp(quality);
  const responseTimeMs =
    body.response_time_ms == null ? null : Math.min(Math.round(body.response_time_ms), REVIEW_RESPONSE_TIME_MAX_MS);

  return deps.uow.transaction(async (tx, wrote): Promise<ReviewSessionResponse> => {
    const totals = await lockLearnerTotals(tx, userId);
    const item = totals ? await lockItem(tx, userId, body.review_item_id) : undefined;
    if (!totals || !item) throw new NotFound(REVIEW_ITEM_NOT_FOUND);

    const reviewNumber = item.reps + 1;
    if (body.review_number !== undefined && body.review_number !== reviewNumber) {
      const done = body.review_number < reviewNumber ? await findLogEntry(tx, item.id, body.review_number) : undefined;
      if (!done) throw new Conflict(REVIEW_OUT_OF_ORDER);
      return replay(item, done, totals);
    }

    const before = cardOf(item);
    const { card, fsrsRating, elapsedDays } = scheduleReview(before, now, fsrsGradeFor(quality));
    const recorded = await recordReview(
      tx,
      {
        userId,
        reviewItemId: item.id,
        reviewNumber,
        qualityRating: quality,
        fsrsRating,
        correct,
        xp,
        responseTimeMs,
        stateBefore: before.state,
        stabilityBefore: before.stability,
        difficultyBefore: before.difficulty,
        dueBefore: before.due,
        elapsedDays,
        stabilityAfter: card.stability,
        difficultyAfter: card.difficulty,
        scheduledDays: card.scheduledDays,
        dueAfter: card.due,
        reviewedAt: now,
      },
      card,
      now,
    );
    if (!recorded) {
      const done = await findLogEntry(tx, item.id, reviewNumber);
      if (!done) throw new Conflict(REVIEW_OUT_OF_ORDER);
      return replay(item, done, totals);
    }

    // Reviewing is learning activity: it counts for the streak like lesson progress does.
    const streak = nextStreak(totals, localDay(now, timeZone));
    const streakChanged =
      streak.streakDays !== totals.streakDays || streak.lastActivityDate !== totals.lastActivityDate;
    if (xp > 0 || streakChanged) await addXpAndSetStreak(tx, userId, xp, streak);
    // The card and the log are the learner's; XP and streak the account's (read by the access-token check).
    wrote.learner(userId);
    wrote.account(userId);

    return {
      review_item_id: item.id,
      quality_rating: quality,
      correct,
      xp_granted: xp,
      total_xp: totals.xpPoints + xp,
      streak_days: streak.streakDays,
      repetitions: card.reps,
      due_at: card.due.toISOString(),
      duplicate: false,
    };
  });
}
