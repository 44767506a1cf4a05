import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { COMPLETED_LESSON_PROGRESS_PERCENT, type XpGrantKind } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import { preparedQuery, rawPlaceholder, sqlValue } from '@/db/prepared';
import { lessonProgress, lessonXpLedger, type LessonProgressRow } from '@/db/schema';

/** The progress module owns lesson_progress and lesson_xp_ledger; only these queries touch them. */

const rowsOfLearner = preparedQuery((db) =>
  db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, sql.placeholder('userId')))
    .prepare('lesson_progress_of_learner'),
);

/** Every lesson progress row of a learner (the progress list, global progress, locks: a prepared query). */
export function progressRows(db: DbOrTx, userId: number): Promise<LessonProgressRow[]> {
  return rowsOfLearner(db).execute({ userId });
}

/** What global progress, the lesson states and the locks need of a row: no timestamps to parse. */
export type ProgressSummaryRow = Pick<
  LessonProgressRow,
  'lessonStableId' | 'completed' | 'skipped' | 'progressPercentage'
> & {
  /** Passed at least once (completed_at is set), even if restarted since. */
  passed: boolean;
};

const summaryOfLearner = preparedQuery((db) =>
  db
    .select({
      lessonStableId: lessonProgress.lessonStableId,
      completed: lessonProgress.completed,
      skipped: lessonProgress.skipped,
      progressPercentage: lessonProgress.progressPercentage,
      passed: sql<boolean>`${lessonProgress.completedAt} is not null`,
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, sql.placeholder('userId')))
    .prepare('lesson_progress_summary_of_learner'),
);

/** Every lesson progress row of a learner, as global progress and the locks read it (a prepared query). */
export function progressSummaryRows(db: DbOrTx, userId: number): Promise<ProgressSummaryRow[]> {
  return summaryOfLearner(db).execute({ userId });
}

// The statements of a progress update's transaction, written once (db/prepared.ts).

const rowOfLesson = preparedQuery((db) =>
  db
    .select()
    .from(lessonProgress)
    .where(
      and(
        eq(lessonProgress.userId, sql.placeholder('userId')),
        eq(lessonProgress.lessonStableId, sql.placeholder('lessonStableId')),
      ),
    )
    .prepare('lesson_progress_row'),
);

export async function progressRow(
  db: DbOrTx,
  userId: number,
  lessonStableId: string,
): Promise<LessonProgressRow | undefined> {
  const [row] = await rowOfLesson(db).execute({ userId, lessonStableId });
  return row;
}

/** Lessons passed at least once. */
export async function countPassed(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)));
  return Number(row?.n ?? 0);
}

/** How many lessons the learner has passed perfectly (the Perfect Lesson achievement). */
export async function countPerfect(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.perfectAt)));
  return Number(row?.n ?? 0);
}

/** Records a perfect pass of the lesson (the first one is kept); true when this is the first. */
export async function markPerfect(tx: DbOrTx, userId: number, lessonStableId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(lessonProgress)
    .set({ perfectAt: now })
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.lessonStableId, lessonStableId),
        isNull(lessonProgress.perfectAt),
      ),
    )
    .returning({ id: lessonProgress.id });
  return rows.length > 0;
}

export interface ProgressWrite {
  userId: number;
  lessonStableId: string;
  progressPercentage: number;
  completed: boolean;
  skipped: boolean;
  /** Still skipped by a placement (the learner only played it since); false for the learner's own skip. */
  skippedByPlacement: boolean;
  completedAt: Date | null;
  xpGranted: number;
  now: Date;
}

const upsert = preparedQuery((db) =>
  db
    .insert(lessonProgress)
    .values({
      userId: rawPlaceholder('userId'),
      lessonStableId: rawPlaceholder('lessonStableId'),
      progressPercentage: rawPlaceholder('progressPercentage'),
      completed: rawPlaceholder('completed'),
      skipped: rawPlaceholder('skipped'),
      skippedByPlacement: rawPlaceholder('skippedByPlacement'),
      xpEarned: rawPlaceholder('xpGranted'),
      completedAt: rawPlaceholder('completedAt'),
      createdAt: rawPlaceholder('now'),
      updatedAt: rawPlaceholder('now'),
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonStableId],
      set: {
        progressPercentage: rawPlaceholder('progressPercentage'),
        completed: rawPlaceholder('completed'),
        skipped: rawPlaceholder('skipped'),
        skippedByPlacement: rawPlaceholder('skippedByPlacement'),
        completedAt: rawPlaceholder('completedAt'),
        xpEarned: sql`${lessonProgress.xpEarned} + ${sql.placeholder('xpGranted')}`,
        updatedAt: rawPlaceholder('now'),
      },
    })
    .returning()
    .prepare('lesson_progress_upsert'),
);

export async function upsertProgress(tx: DbOrTx, w: ProgressWrite): Promise<LessonProgressRow> {
  const [row] = await upsert(tx).execute({ ...w, completedAt: sqlValue(w.completedAt), now: sqlValue(w.now) });
  if (!row) throw new Error('upsert returned no row');
  return row;
}

const percentSave = preparedQuery((db) =>
  db
    .insert(lessonProgress)
    .values({
      userId: sql.placeholder('userId'),
      lessonStableId: sql.placeholder('lessonStableId'),
      progressPercentage: sql.placeholder('percent'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonStableId],
      set: {
        progressPercentage: sql`case when ${lessonProgress.completed} then ${sql.raw(String(COMPLETED_LESSON_PROGRESS_PERCENT))} else excluded.progress_percentage end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning()
    .prepare('lesson_progress_percent_save'),
);

/**
 * A percent-only save (packages/domain isPercentOnlySave) in one prepared statement: a new row,
 * or the stored row's percentage (100 while it is completed); completion, skip, pass and XP stay
 * as stored. The row lock of the upsert orders it with every other write of the row.
 */
export async function savePercent(
  db: DbOrTx,
  w: { userId: number; lessonStableId: string; percent: number; now: Date },
): Promise<LessonProgressRow> {
  const [row] = await percentSave(db).execute(w);
  if (!row) throw new Error('upsert returned no row');
  return row;
}

const practiceGrant = preparedQuery((db) =>
  db
    .select({ id: lessonXpLedger.id })
    .from(lessonXpLedger)
    .where(
      and(
        eq(lessonXpLedger.userId, sql.placeholder('userId')),
        eq(lessonXpLedger.lessonStableId, sql.placeholder('lessonStableId')),
        eq(lessonXpLedger.kind, 'practice'),
        eq(lessonXpLedger.grantDay, sql.placeholder('day')),
      ),
    )
    .limit(1)
    .prepare('lesson_xp_practice_grant'),
);

export async function hasPracticeGrant(tx: DbOrTx, userId: number, lessonStableId: string, day: string) {
  const [row] = await practiceGrant(tx).execute({ userId, lessonStableId, day });
  return Boolean(row);
}

const grantInsert = preparedQuery((db) =>
  db
    .insert(lessonXpLedger)
    .values({
      userId: rawPlaceholder('userId'),
      lessonStableId: rawPlaceholder('lessonStableId'),
      attemptId: rawPlaceholder('attemptId'),
      kind: rawPlaceholder('kind'),
      grantDay: rawPlaceholder('grantDay'),
      xp: rawPlaceholder('xp'),
      createdAt: rawPlaceholder('now'),
    })
    .onConflictDoNothing()
    .returning({ id: lessonXpLedger.id })
    .prepare('lesson_xp_grant_insert'),
);

/**
 * Records a grant; false when the database already holds it (the same attempt id, the first pass,
 * or today's practice grant): a retried or parallel request never grants twice.
 */
export async function insertGrant(
  tx: DbOrTx,
  g: {
    userId: number;
    lessonStableId: string;
    kind: XpGrantKind;
    xp: number;
    day: string;
    attemptId?: string;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await grantInsert(tx).execute({
    userId: g.userId,
    lessonStableId: g.lessonStableId,
    attemptId: g.attemptId ?? null,
    kind: g.kind,
    grantDay: g.kind === 'practice' ? g.day : null,
    xp: g.xp,
    now: sqlValue(g.now),
  });
  return inserted.length > 0;
}
