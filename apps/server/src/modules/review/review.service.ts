import {
  accuracyPercent,
  lessonReviewCards,
  mistakeReviewCards,
  REVIEW_ACCURACY_WINDOW_DAYS,
  reviewAnswerKey,
  startOfNextLocalDay,
  type LessonDetail,
  type ReviewCard,
  type ReviewItem,
  type ReviewMistakesResponse,
  type ReviewPopulateResponse,
  type ReviewSessionResponse,
  type ReviewStats,
  type reviewItemsQuerySchema,
} from '@hadal/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '@/db/client';
import type { NewReviewItem } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { UnitOfWork } from '@/db/unit-of-work';
import { createLearnerCache, forgetOnChange, type LearnerChanges } from '@/lib/learner-cache';
import { BadRequest, NotFound } from '@/lib/errors';
import type { ContentService } from '@/modules/content';
import { LESSON_NOT_FOUND } from '@/modules/lessons';
import type { ProgressService } from '@/modules/progress';
import {
  countDueBefore,
  countItems,
  dueItems,
  insertItems,
  nextDueAfter,
  makeDueNow,
  reviewStatsOf,
  recentItems,
  type SessionCard,
  answerForKey,
  cardAnswersOf,
  deleteAllItems,
} from './review.queries';
import { recordRating, type ReviewRating } from './review-session';
import { newCardState } from './review-scheduler';

type ItemsQuery = z.output<typeof reviewItemsQuerySchema>;

export const LESSON_NOT_COMPLETED = 'Complete this lesson before adding it to your reviews';
export const LESSON_NOT_STARTED = 'Start this lesson before recording its mistakes';
export const unknownExercises = (ids: string[]) => `Unknown exercise id for this lesson: ${ids.join(', ')}`;

const MS_PER_DAY = 86_400_000;

export interface ReviewDeps {
  db: Db;
  clock: Clock;
  /** Lessons of the active bundle: the server reads prompts and answers itself. */
  content: Pick<ContentService, 'findLesson'>;
  /** Whether the learner completed or started a lesson. */
  progress: Pick<ProgressService, 'one'>;
  /** Writes of cards, ratings (XP and streak) run in units of work that mark the learner written. */
  uow: UnitOfWork;
  /** Where this process hears of changed learners and accounts (a rating, a reset, a deletion). */
  changes: LearnerChanges;
}

function toItem(row: SessionCard): ReviewItem {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    repetitions: row.reps,
    due_at: row.due.toISOString(),
  };
}

function newItems(userId: number, lessonStableId: string, cards: ReviewCard[], now: Date): NewReviewItem[] {
  return cards.map((c) => ({
    userId,
    question: c.question,
    answer: c.answer,
    answerKey: reviewAnswerKey(c.answer),
    sourceKind: c.kind,
    lessonStableId,
    exerciseId: c.exerciseId ?? null,
    ...newCardState(now),
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * The learner's review cards (spec 02 §2 "Review session", §7 "Review"): made from their own
 * completed lessons and their mistakes, scheduled with FSRS, rated once per review.
 */
export function createReviewService(deps: ReviewDeps) {
  const { db, clock, content, progress } = deps;
  // The review page's reads, kept per learner until a write, or until a card falls due (items),
  // the learner's day ends or a rating leaves the accuracy window (stats).
  const itemsCache = createLearnerCache<ReviewItem[]>(clock);
  const statsCache = createLearnerCache<ReviewStats>(clock);
  forgetOnChange(deps.changes, (ids) => {
    itemsCache.forget(ids);
    statsCache.forget(ids);
  });

  async function lessonOf(id: string): Promise<LessonDetail> {
    const lesson = await content.findLesson(id);
    if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
    return lesson;
  }

  return {
    /** Adds a completed lesson's vocabulary and key phrases; adding them again changes nothing. */
    async populate(userId: number, lessonId: string): Promise<ReviewPopulateResponse> {
      const lesson = await lessonOf(lessonId);
      if (!(await progress.one(userId, lesson.stable_id)).completed) throw new BadRequest(LESSON_NOT_COMPLETED);
      const added = await deps.uow.run(async (db, wrote) => {
        const added = await insertItems(db, newItems(userId, lesson.stable_id, lessonReviewCards(lesson), clock.now()));
        if (added > 0) wrote.learner(userId);
        return added;
      });
      return { lesson_stable_id: lesson.stable_id, added, total_items: await countItems(db, userId) };
    },

    /** Questions answered wrong in a lesson become cards, or bring the learner's card for that answer back now. */
    async recordMistakes(userId: number, lessonId: string, exerciseIds: string[]): Promise<ReviewMistakesResponse> {
      const lesson = await lessonOf(lessonId);
      const byId = new Map(lesson.exercises.map((e) => [e.id, e]));
      const ids = [...new Set(exerciseIds)];
      const unknown = ids.filter((id) => !byId.has(id));
      if (unknown.length > 0) throw new BadRequest(unknownExercises(unknown));
      if ((await progress.one(userId, lesson.stable_id)).updated_at === null) throw new BadRequest(LESSON_NOT_STARTED);

      const cards = ids.flatMap((id) => mistakeReviewCards(lesson, byId.get(id)!));
      const keys = [...new Set(cards.map((c) => reviewAnswerKey(c.answer)))];
      const now = clock.now();
      const { added, broughtForward } = await deps.uow.transaction(async (tx, wrote) => {
        const added = await insertItems(tx, newItems(userId, lesson.stable_id, cards, now));
        const broughtForward = await makeDueNow(tx, userId, keys, now);
        if (added > 0 || broughtForward > 0) wrote.learner(userId);
        return { added, broughtForward };
      });
      return {
        lesson_stable_id: lesson.stable_id,
        added,
        brought_forward: broughtForward,
        total_items: await countItems(db, userId),
      };
    },

    /** Items due now, most overdue first; with includeRecent, recently learned items fill up to the limit. */
    items(userId: number, query: ItemsQuery): Promise<ReviewItem[]> {
      return itemsCache.get(userId, `${query.limit}:${query.include_recent}`, async () => {
        const now = clock.now();
        const [due, nextDue] = await Promise.all([
          dueItems(db, userId, now, query.limit),
          nextDueAfter(db, userId, now),
        ]);
        const recent = query.include_recent ? await recentItems(db, userId, now, query.limit - due.length) : [];
        // True until a write, or until the next card falls due.
        return { value: [...due, ...recent].map(toItem), until: nextDue };
      });
    },

    rate(userId: number, body: ReviewRating, timeZone: string | null): Promise<ReviewSessionResponse> {
      return recordRating({ uow: deps.uow, clock }, userId, body, timeZone);
    },

    /** total_items, items due before the learner's day ends, and the share of correct ratings over 30 days. */
    stats(userId: number, timeZone: string | null): Promise<ReviewStats> {
      return statsCache.get(userId, timeZone ?? '', async () => {
        const now = clock.now();
        const before = startOfNextLocalDay(now, timeZone);
        const stats = await reviewStatsOf(db, userId, {
          before,
          since: new Date(now.getTime() - REVIEW_ACCURACY_WINDOW_DAYS * MS_PER_DAY),
        });
        // True until a write, the learner's day ends, or the oldest rating leaves the window.
        const until = Math.min(
          before.getTime(),
          stats.oldest === undefined ? Infinity : stats.oldest + REVIEW_ACCURACY_WINDOW_DAYS * MS_PER_DAY + 1,
        );
        return {
          value: {
            total_items: stats.total,
            due_today: stats.dueBefore,
            accuracy_30_days: accuracyPercent(stats.correct, stats.ratings),
          },
          until,
        };
      });
    },

    /** Cards due by `at` (the weekly report's "words due for review"). */
    countDue: (userId: number, at: Date) => countDueBefore(db, userId, at),

    /** Clears the learner's cards and reviews, inside the caller's transaction (reset all progress). */
    resetAll: (tx: DbOrTx, userId: number) => deleteAllItems(tx, userId),

    /** The Somali answers of the learner's cards, soonest due first (family voice: words to record). */
    cardAnswers: (userId: number, limit: number) => cardAnswersOf(db, userId, limit),

    /** The Somali answer of a card with this audio key stem, for lesson audio of a card the bundle index lacks. */
    answerTextForAudioKey(stem: string): Promise<string | undefined> {
      return answerForKey(db, stem);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
