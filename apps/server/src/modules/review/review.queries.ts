import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery, rawPlaceholder, sqlValue } from '@/db/prepared';
import { reviewItems, reviewLog, type NewReviewItem, type ReviewItemRow, type ReviewLogRow } from '@/db/schema';
import type { CardState } from './review-scheduler';

/** The only code that reads and writes the review tables (review_items, review_log). */

/** Inserts cards; a learner's existing answer is left as it is. Returns how many were new. */
export async function insertItems(db: DbOrTx, rows: NewReviewItem[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(reviewItems).values(rows).onConflictDoNothing().returning({ id: reviewItems.id });
  return inserted.length;
}

const itemCount = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(reviewItems)
    .where(eq(reviewItems.userId, sql.placeholder('userId')))
    .prepare('review_items_count_of_learner'),
);

export async function countItems(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await itemCount(db).execute({ userId });
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

// The review session's reads run on every visit of the review page: prepared queries of the
// columns a session shows (not the card's scheduling state).
const sessionColumns = {
  id: reviewItems.id,
  question: reviewItems.question,
  answer: reviewItems.answer,
  reps: reviewItems.reps,
  due: reviewItems.due,
};
const dueQuery = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, sql.placeholder('userId')), lte(reviewItems.due, sql.placeholder('now'))))
    .orderBy(asc(reviewItems.due), asc(reviewItems.id))
    .limit(sql.placeholder('limit'))
    .prepare('review_items_due'),
);
const recentQuery = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, sql.placeholder('userId')), gt(reviewItems.due, sql.placeholder('now'))))
    .orderBy(desc(reviewItems.createdAt), desc(reviewItems.id))
    .limit(sql.placeholder('limit'))
    .prepare('review_items_recent'),
);

const nextDueQuery = preparedQuery((db) =>
  db
    .select({ at: sql<number | null>`(extract(epoch from min(${reviewItems.due})) * 1000)::float8` })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, sql.placeholder('userId')), gt(reviewItems.due, sql.placeholder('now'))))
    .prepare('review_items_next_due'),
);

/** When the learner's next card not due at `now` falls due (ms since the epoch), if any. */
export async function nextDueAfter(db: DbOrTx, userId: number, now: Date): Promise<number | undefined> {
  const [row] = await nextDueQuery(db).execute({ userId, now: now.toISOString() });
  return row?.at == null ? undefined : Math.floor(Number(row.at));
}

/** Cards due at `now`, most overdue first. */
export async function dueItems(db: DbOrTx, userId: number, now: Date, limit: number) {
  return dueQuery(db).execute({ userId, now: now.toISOString(), limit });
}

/** A card as a review session shows it: the columns of `sessionColumns`. */
export type SessionCard = Awaited<ReturnType<typeof dueItems>>[number];

/** Cards not due yet, the most recently learned first. */
export async function recentItems(db: DbOrTx, userId: number, now: Date, limit: number): Promise<SessionCard[]> {
  if (limit <= 0) return [];
  return recentQuery(db).execute({ userId, now: now.toISOString(), limit });
}

// A rating's statements run in its transaction: named, so PostgreSQL parses each once per connection.
const lockItemQuery = preparedQuery((db) =>
  db
    .select()
    .from(reviewItems)
    .where(and(eq(reviewItems.id, sql.placeholder('itemId')), eq(reviewItems.userId, sql.placeholder('userId'))))
    .for('update')
    .prepare('review_items_lock'),
);

/** The learner's card, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockItem(tx: DbOrTx, userId: number, itemId: number): Promise<ReviewItemRow | undefined> {
  const [row] = await lockItemQuery(tx).execute({ itemId, userId });
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
type LogField = keyof Omit<NewLogEntry, 'id'>;
const LOG_FIELDS = [
  'userId',
  'reviewItemId',
  'reviewNumber',
  'qualityRating',
  'fsrsRating',
  'correct',
  'xp',
  'responseTimeMs',
  'stateBefore',
  'stabilityBefore',
  'difficultyBefore',
  'dueBefore',
  'elapsedDays',
  'stabilityAfter',
  'difficultyAfter',
  'scheduledDays',
  'dueAfter',
  'reviewedAt',
] as const satisfies readonly LogField[];
const CARD_FIELDS = [
  'due',
  'stability',
  'difficulty',
  'scheduledDays',
  'learningSteps',
  'reps',
  'lapses',
  'state',
  'lastReview',
] as const satisfies readonly (keyof CardState)[];

// One statement, written once: the log row is inserted and, only when it was new, the card updated.
const recordQuery = preparedQuery((db) => {
  const logged = db.$with('logged').as(
    db
      .insert(reviewLog)
      .values(Object.fromEntries(LOG_FIELDS.map((f) => [f, sql.placeholder(f)])) as unknown as NewLogEntry)
      .onConflictDoNothing()
      .returning({ id: reviewLog.id }),
  );
  return db
    .with(logged)
    .update(reviewItems)
    .set({
      ...Object.fromEntries(CARD_FIELDS.map((f) => [f, rawPlaceholder(`card_${f}`)])),
      updatedAt: rawPlaceholder('now'),
    })
    .where(and(eq(reviewItems.id, sql.placeholder('reviewItemId')), sql`exists (select 1 from ${logged})`))
    .returning({ id: reviewItems.id })
    .prepare('review_record');
});

/**
 * Records a rating and saves the card it scheduled, in one statement: the log row is inserted and,
 * only when it was new, the card updated. False (nothing changed) when this review of the item is
 * already recorded.
 */
export async function recordReview(db: DbOrTx, log: NewLogEntry, card: CardState, now: Date): Promise<boolean> {
  const values: Record<string, unknown> = { now: sqlValue(now) };
  // The log's values go through their columns' encoders (an insert's values do); the card's are raw.
  for (const f of LOG_FIELDS) values[f] = log[f] ?? null;
  for (const f of CARD_FIELDS) values[`card_${f}`] = sqlValue(card[f]);
  const saved = await recordQuery(db).execute(values);
  return saved.length > 0;
}

const dueBeforeCount = preparedQuery((db) =>
  db
    .select({ n: count() })
    .from(reviewItems)
    .where(and(eq(reviewItems.userId, sql.placeholder('userId')), lt(reviewItems.due, sql.placeholder('before'))))
    .prepare('review_items_due_before_count'),
);

export async function countDueBefore(db: DbOrTx, userId: number, before: Date): Promise<number> {
  const [row] = await dueBeforeCount(db).execute({ userId, before: before.toISOString() });
  return Number(row?.n ?? 0);
}

const learner = sql.placeholder('userId');
// The review page's stats in one round trip: the card counts are scalar subqueries beside the
// ratings' aggregate (an aggregate without GROUP BY gives one row, ratings or not).
const statsQuery = preparedQuery((db) =>
  db
    .select({
      total: sql<number>`(select count(*) from ${reviewItems} where ${reviewItems.userId} = ${learner})::int`,
      dueBefore: sql<number>`(select count(*) from ${reviewItems} where ${reviewItems.userId} = ${learner} and ${reviewItems.due} < ${sql.placeholder('before')})::int`,
      ratings: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${reviewLog.correct}))::int`,
      oldest: sql<number | null>`(extract(epoch from min(${reviewLog.reviewedAt})) * 1000)::float8`,
    })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, learner), gte(reviewLog.reviewedAt, sql.placeholder('since'))))
    .prepare('review_stats_of_learner'),
);

/**
 * The learner's cards, those due before `before`, and their ratings since `since` (how many
 * correct, and when the oldest of them was made, in ms since the epoch).
 */
export async function reviewStatsOf(
  db: DbOrTx,
  userId: number,
  window: { before: Date; since: Date },
): Promise<{ total: number; dueBefore: number; ratings: number; correct: number; oldest?: number }> {
  const [row] = await statsQuery(db).execute({
    userId,
    before: window.before.toISOString(),
    since: window.since.toISOString(),
  });
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
