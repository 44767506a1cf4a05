import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placementTests, type PlacementTestRow, type StoredPlacementAnswer } from '@/db/schema';

/** The placement module owns placement_tests; only these queries touch it. */

export async function testInProgress(db: DbOrTx, userId: number): Promise<PlacementTestRow | undefined> {
  const [row] = await db
    .select()
    .from(placementTests)
    .where(and(eq(placementTests.userId, userId), eq(placementTests.status, 'in_progress')))
    .orderBy(desc(placementTests.startedAt))
    .limit(1);
  return row;
}

export async function latestFinished(db: DbOrTx, userId: number): Promise<PlacementTestRow | undefined> {
  const [row] = await db
    .select()
    .from(placementTests)
    .where(and(eq(placementTests.userId, userId), eq(placementTests.status, 'finished')))
    .orderBy(desc(placementTests.finishedAt))
    .limit(1);
  return row;
}

/** The learner's test under way, locked for this transaction (one answer at a time). */
export async function lockTest(tx: DbOrTx, userId: number, testId: string): Promise<PlacementTestRow | undefined> {
  const [row] = await tx
    .select()
    .from(placementTests)
    .where(
      and(eq(placementTests.id, testId), eq(placementTests.userId, userId), eq(placementTests.status, 'in_progress')),
    )
    .for('update');
  return row;
}

export async function abandonTests(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(placementTests)
    .set({ status: 'abandoned', currentQuestionId: null, updatedAt: now })
    .where(and(eq(placementTests.userId, userId), eq(placementTests.status, 'in_progress')));
}

export async function insertTest(
  tx: DbOrTx,
  t: { id: string; userId: number; currentQuestionId: string; now: Date },
): Promise<PlacementTestRow> {
  const [row] = await tx
    .insert(placementTests)
    .values({
      id: t.id,
      userId: t.userId,
      status: 'in_progress',
      answers: [],
      currentQuestionId: t.currentQuestionId,
      startedAt: t.now,
      updatedAt: t.now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function recordAnswer(
  tx: DbOrTx,
  testId: string,
  answers: StoredPlacementAnswer[],
  currentQuestionId: string,
  now: Date,
): Promise<PlacementTestRow> {
  const [row] = await tx
    .update(placementTests)
    .set({ answers, currentQuestionId, updatedAt: now })
    .where(eq(placementTests.id, testId))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function finishTest(
  tx: DbOrTx,
  testId: string,
  f: {
    answers: StoredPlacementAnswer[];
    masteredLevel: string | null;
    startLevel: string;
    skippedLessons: number;
    now: Date;
  },
): Promise<PlacementTestRow> {
  const [row] = await tx
    .update(placementTests)
    .set({
      status: 'finished',
      answers: f.answers,
      currentQuestionId: null,
      masteredLevel: f.masteredLevel,
      startLevel: f.startLevel,
      skippedLessons: f.skippedLessons,
      finishedAt: f.now,
      updatedAt: f.now,
    })
    .where(eq(placementTests.id, testId))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Reset all progress: the learner's placement tests go too (inside the caller's transaction). */
export async function deleteAllTests(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(placementTests).where(eq(placementTests.userId, userId));
}
