import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { COMPLETED_LESSON_PROGRESS_PERCENT, type XpGrantKind } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import { lessonProgress, lessonXpLedger, type LessonProgressRow } from '@/db/schema';

/** The progress module owns lesson_progress and lesson_xp_ledger; only these queries touch them. */

/** Every lesson progress row of a learner (the progress list, global progress, locks). */
export function progressRows(db: DbOrTx, userId: number): Promise<LessonProgressRow[]> {
  return db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
}

/** What global progress, the lesson states and the locks need of a row: no timestamps to parse. */
export type ProgressSummaryRow = Pick<
  LessonProgressRow,
  'lessonStableId' | 'completed' | 'skipped' | 'progressPercentage'
> & {
  /** Passed at least once (completed_at is set), even if restarted since. */
  passed: boolean;
};

/** Every lesson progress row of a learner, as global progress and the locks read it. */
export function progressSummaryRows(db: DbOrTx, userId: number): Promise<ProgressSummaryRow[]> {
  return db
    .select({
      lessonStableId: lessonProgress.lessonStableId,
      completed: lessonProgress.completed,
      skipped: lessonProgress.skipped,
      progressPercentage: lessonProgress.progressPercentage,
      passed: sql<boolean>`${lessonProgress.completedAt} is not null`,
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
}

export async function progressRow(
  db: DbOrTx,
  userId: number,
  lessonStableId: string,
): Promise<LessonProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonStableId, lessonStableId)));
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

export async function upsertProgress(tx: DbOrTx, w: ProgressWrite): Promise<LessonProgressRow> {
  const state = {
    progressPercentage: w.progressPercentage,
    completed: w.completed,
    skipped: w.skipped,
    skippedByPlacement: w.skippedByPlacement,
    completedAt: w.completedAt,
    updatedAt: w.now,
  };
  const [row] = await tx
    .insert(lessonProgress)
    .values({
      ...state,
      userId: w.userId,
      lessonStableId: w.lessonStableId,
      xpEarned: w.xpGranted,
      createdAt: w.now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonStableId],
      set: { ...state, xpEarned: sql`${lessonProgress.xpEarned} + ${w.xpGranted}` },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * A percent-only save (packages/domain isPercentOnlySave) in one statement: a new row, or the
 * stored row's percentage (100 while it is completed); completion, skip, pass and XP stay as
 * stored. The row lock of the upsert orders it with every other write of the row.
 */
export async function savePercent(
  db: DbOrTx,
  w: { userId: number; lessonStableId: string; percent: number; now: Date },
): Promise<LessonProgressRow> {
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: w.userId,
      lessonStableId: w.lessonStableId,
      progressPercentage: w.percent,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonStableId],
      set: {
        progressPercentage: sql`case when ${lessonProgress.completed} then ${sql.raw(String(COMPLETED_LESSON_PROGRESS_PERCENT))} else excluded.progress_percentage end`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function hasPracticeGrant(tx: DbOrTx, userId: number, lessonStableId: string, day: string) {
  const [row] = await tx
    .select({ id: lessonXpLedger.id })
    .from(lessonXpLedger)
    .where(
      and(
        eq(lessonXpLedger.userId, userId),
        eq(lessonXpLedger.lessonStableId, lessonStableId),
        eq(lessonXpLedger.kind, 'practice'),
        eq(lessonXpLedger.grantDay, day),
      ),
    )
    .limit(1);
  return Boolean(row);
}

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
  const inserted = await tx
    .insert(lessonXpLedger)
    .values({
      userId: g.userId,
      lessonStableId: g.lessonStableId,
      attemptId: g.attemptId ?? null,
      kind: g.kind,
      grantDay: g.kind === 'practice' ? g.day : null,
      xp: g.xp,
      createdAt: g.now,
    })
    .onConflictDoNothing()
    .returning({ id: lessonXpLedger.id });
  return inserted.length > 0;
}
