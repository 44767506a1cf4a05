import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { reviewItems, reviewLog, type NewReviewItem, type ReviewItemRow, type ReviewLogRow } from '@/db/schema';
import type { CardState } from './review-scheduler';

/** The only code that reads and writes the review tables (review_items, review_log). */

/** Inserts cards; a learner's existing answer is left as it is. Returns how many were new. */
export async function insertItems(db: DbOrTx, rows: NewReviewItem[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(reviewItems).values(rows).onConflictDoNothing().returning({ id: reviewItems.id });
  return inserted.length;
}

export async function countItems(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewItems).where(eq(reviewItems.userId, userId));
  return Number(row?.n ?? 0);
}

/** Makes the learner's cards with these answers due now (those due later); returns how many moved. */
export async function makeDueNow(db: DbOrTx, userId: number, answerKeys: string[], now: Date): Promise<number> {
  if (answerKeys.length === 0) return 0;
  const moved = await db
    .update(reviewItems)
    .set({ due: now, updatedAt: now })
    .where(and(eq(reviewItems.userId, userId), inArray(reviewItems.answerKey, answerKeys), gt(reviewItems.due, now)))
    .returning({ id: reviewItems.id });
  return moved.length;
}

// The review session's reads run on every visit of the review page: the columns a session shows
// (not the card's scheduling state).
const sessionColumns = {
  id: reviewItems.id,
  question: reviewItems.question,
  answer: reviewItems.answer,
  reps: reviewItems.reps,
  due: reviewItems.due,
};

/** When the learner's next card not due at `now` falls due (ms since the epoch), if any. */
export async function nextDueAfter(db: DbOrTx, userId: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ at: sql<number | null>`(extract(epoch from min(${reviewItems.due})) * 1000)::float8` })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), gt(reviewItems.due, now)));
  return row?.at == null ? undefined : Math.floor(Number(row.at));
}

/** Cards due at `now`, most overdue first. */
export async function dueItems(db: DbOrTx, userId: number, now: Date, limit: number) {
  return db
    .select(sessionColumns)
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), lte(reviewItems.due, now)))
    .orderBy(asc(reviewItems.due), asc(reviewItems.id))
    .limit(limit);
}

/** A card as a review session shows it: the columns of `sessionColumns`. */
export type SessionCard = Awaited<ReturnType<typeof dueItems>>[number];

/** Cards not due yet, the most recently learned first. */
export async function recentItems(db: DbOrTx, userId: number, now: Date, limit: number): Promise<SessionCard[]> {
  if (limit <= 0) return [];
  return db
    .select(sessionColumns)
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), gt(reviewItems.due, now)))
    .orderBy(desc(reviewItems.createdAt), desc(reviewItems.id))
    .limit(limit);
}

/** The learner's card, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockItem(tx: DbOrTx, userId: number, itemId: number): Promise<ReviewItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.id, itemId), eq(reviewItems.userId, userId)))
    .for('update');
  return row;
}

export async function findLogEntry(
  db: DbOrTx,
  itemId: number,
  reviewNumber: number,
): Promise<ReviewLogRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewLog)
    .where(and(eq(reviewLog.reviewItemId, itemId), eq(reviewLog.reviewNumber, reviewNumber)));
  return row;
}

type NewLogEntry = typeof reviewLog.$inferInsert;
/**
 * Records a rating and saves the card it scheduled, in one statement: the log row is inserted and,
 * only when it was new, the card updated. False (nothing changed) when this review of the item is
 * already recorded.
 */
export async function recordReview(db: DbOrTx, log: NewLogEntry, card: CardState, now: Date): Promise<boolean> {
  const logged = db
    .$with('logged')
    .as(db.insert(reviewLog).values(log).onConflictDoNothing().returning({ id: reviewLog.id }));
  const saved = await db
    .with(logged)
    .update(reviewItems)
    .set({ ...card, updatedAt: now })
    .where(and(eq(reviewItems.id, log.reviewItemId), sql`exists (select 1 from ${logged})`))
    .returning({ id: reviewItems.id });
  return saved.length > 0;
}

export async function countDueBefore(db: DbOrTx, userId: number, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, userId), lt(reviewItems.due, before)));
  return Number(row?.n ?? 0);
}

/**
 * The learner's cards, those due before `before`, and their ratings since `since` (how many
 * correct, and when the oldest of them was made, in ms since the epoch).
 */
export async function reviewStatsOf(
  db: DbOrTx,
  userId: number,
  window: { before: Date; since: Date },
): Promise<{ total: number; dueBefore: number; ratings: number; correct: number; oldest?: number }> {
  // In one round trip: the card counts are scalar subqueries beside the ratings' aggregate (an
  // aggregate without GROUP BY gives one row, ratings or not).
  const [row] = await db
    .select({
      total: sql<number>`(select count(*) from ${reviewItems} where ${reviewItems.userId} = ${userId})::int`,
      dueBefore: sql<number>`(select count(*) from ${reviewItems} where ${reviewItems.userId} = ${userId} and ${reviewItems.due} < ${window.before.toISOString()})::int`,
      ratings: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${reviewLog.correct}))::int`,
      oldest: sql<number | null>`(extract(epoch from min(${reviewLog.reviewedAt})) * 1000)::float8`,
    })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), gte(reviewLog.reviewedAt, window.since)));
  return {
    total: Number(row?.total ?? 0),
    dueBefore: Number(row?.dueBefore ?? 0),
    ratings: Number(row?.ratings ?? 0),
    correct: Number(row?.correct ?? 0),
    oldest: row?.oldest == null ? undefined : Math.floor(Number(row.oldest)),
  };
}

/** The Somali text some learner's card has under this answer key (for its audio). */
export async function answerForKey(db: DbOrTx, answerKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ answer: reviewItems.answer })
    .from(reviewItems)
    .where(eq(reviewItems.answerKey, answerKey))
    .limit(1);
  return row?.answer;
}

/** The Somali answers of the learner's cards, soonest due first (the words a parent may record). */
export async function cardAnswersOf(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<{ answer: string; lessonStableId: string }[]> {
  return db
    .select({ answer: reviewItems.answer, lessonStableId: reviewItems.lessonStableId })
    .from(reviewItems)
    .where(eq(reviewItems.userId, userId))
    .orderBy(asc(reviewItems.due), asc(reviewItems.id))
    .limit(limit);
}

/** Every card of the learner (their review log goes with them): part of "reset all progress". */
export async function deleteAllItems(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(reviewItems).where(eq(reviewItems.userId, userId));
}
