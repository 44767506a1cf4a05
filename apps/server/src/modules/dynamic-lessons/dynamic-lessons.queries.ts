import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { dynamicLessonAudio, dynamicLessons, dynamicLessonSessions } from '@/db/schema';

export type LessonRow = typeof dynamicLessons.$inferSelect;
export type SessionRow = typeof dynamicLessonSessions.$inferSelect;

export async function insertLesson(db: DbOrTx, row: typeof dynamicLessons.$inferInsert): Promise<LessonRow> {
  const [created] = await db.insert(dynamicLessons).values(row).returning();
  return created!;
}

export async function insertAudioTexts(db: DbOrTx, rows: { file: string; text: string }[]): Promise<void> {
  if (rows.length) await db.insert(dynamicLessonAudio).values(rows).onConflictDoNothing();
}

export async function audioText(db: DbOrTx, file: string): Promise<string | undefined> {
  const [row] = await db.select().from(dynamicLessonAudio).where(eq(dynamicLessonAudio.file, file));
  return row?.text;
}

export const lessonsOf = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(dynamicLessons)
    .where(eq(dynamicLessons.userId, userId))
    .orderBy(desc(dynamicLessons.createdAt), desc(dynamicLessons.id));

export async function lessonOf(db: DbOrTx, userId: number, id: number): Promise<LessonRow | undefined> {
  const [row] = await db
    .select()
    .from(dynamicLessons)
    .where(and(eq(dynamicLessons.id, id), eq(dynamicLessons.userId, userId)));
  return row;
}

export async function countLessons(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dynamicLessons);
  return Number(row?.n ?? 0);
}

export async function openSessionOf(db: DbOrTx, userId: number, lessonId: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(dynamicLessonSessions)
    .where(
      and(
        eq(dynamicLessonSessions.userId, userId),
        eq(dynamicLessonSessions.lessonId, lessonId),
        eq(dynamicLessonSessions.completed, false),
      ),
    )
    .orderBy(desc(dynamicLessonSessions.id))
    .limit(1);
  return row;
}

export async function insertSession(db: DbOrTx, userId: number, lessonId: number, now: Date): Promise<SessionRow> {
  const [row] = await db
    .insert(dynamicLessonSessions)
    .values({ userId, lessonId, currentStep: 0, completed: false, history: [], createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function sessionOf(db: DbOrTx, userId: number, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(dynamicLessonSessions)
    .where(and(eq(dynamicLessonSessions.id, id), eq(dynamicLessonSessions.userId, userId)));
  return row;
}

/** Moves a session on from the step it was read at; null when another answer moved it first. */
export async function updateSession(
  db: DbOrTx,
  row: SessionRow,
  next: { currentStep: number; completed: boolean; history: unknown[] },
  now: Date,
): Promise<SessionRow | null> {
  const [updated] = await db
    .update(dynamicLessonSessions)
    .set({ ...next, updatedAt: now })
    .where(
      and(
        eq(dynamicLessonSessions.id, row.id),
        eq(dynamicLessonSessions.currentStep, row.currentStep),
        eq(dynamicLessonSessions.updatedAt, row.updatedAt),
        eq(dynamicLessonSessions.completed, false),
      ),
    )
    .returning();
  return updated ?? null;
}
