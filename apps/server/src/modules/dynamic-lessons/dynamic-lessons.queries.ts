import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/** Where a session of the learner stands, with its lesson's script (what an answer needs, not the history). */
export interface AnswerTarget {
  id: number;
  currentStep: number;
  completed: boolean;
  script: unknown;
}

/** The learner's session `id` with its lesson's script; undefined when it is not theirs. */
export async function answerTarget(db: DbOrTx, userId: number, id: number): Promise<AnswerTarget | undefined> {
  const [row] = await db
    .select({
      id: dynamicLessonSessions.id,
      currentStep: dynamicLessonSessions.currentStep,
      completed: dynamicLessonSessions.completed,
      script: dynamicLessons.script,
    })
    .from(dynamicLessonSessions)
    .innerJoin(
      dynamicLessons,
      and(
        eq(dynamicLessons.id, dynamicLessonSessions.lessonId),
        eq(dynamicLessons.userId, dynamicLessonSessions.userId),
      ),
    )
    .where(and(eq(dynamicLessonSessions.id, id), eq(dynamicLessonSessions.userId, userId)));
  return row;
}

/**
 * Appends one answer to the history and moves the session on, in one statement, from the step the
 * answer was to; false when another answer moved the session first. Answers that keep the session
 * where it is (a wrong one) never conflict: each is appended.
 */
export async function appendAnswer(
  db: DbOrTx,
  answer: { id: number; fromStep: number; nextStep: number; completed: boolean; entry: unknown; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(dynamicLessonSessions)
    .set({
      currentStep: answer.nextStep,
      completed: answer.completed,
      history: sql`${dynamicLessonSessions.history} || jsonb_build_array(${JSON.stringify(answer.entry)}::jsonb)`,
      updatedAt: answer.now,
    })
    .where(
      and(
        eq(dynamicLessonSessions.id, answer.id),
        eq(dynamicLessonSessions.currentStep, answer.fromStep),
        eq(dynamicLessonSessions.completed, false),
      ),
    )
    .returning({ id: dynamicLessonSessions.id });
  return rows.length > 0;
}
