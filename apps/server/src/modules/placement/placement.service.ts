import { randomUUID } from 'node:crypto';
import {
  cefrLevelSchema,
  gradePlacementAnswer,
  lessonsSkippedByPlacement,
  nextPlacementQuestion,
  placementGuessRate,
  placementLevelSchema,
  placementOptionSeed,
  placementQuestionBank,
  placementQuestionView,
  placementResult,
  PLACEMENT_LEVEL_NOT_PLACED,
  PLACEMENT_LEVELS,
  PLACEMENT_MAX_QUESTIONS,
  PLACEMENT_MIN_QUESTIONS,
  PLACEMENT_NO_QUESTIONS,
  PLACEMENT_QUESTION_ANSWERED,
  PLACEMENT_RESULT_NOT_FOUND,
  PLACEMENT_TEST_NOT_FOUND,
  type LessonDetail,
  type PlacementAnswerRequest,
  type PlacementAnswerResponse,
  type PlacementLevel,
  type PlacementQuestion,
  type PlacementReopenResponse,
  type PlacementResultView,
  type PlacementStatus,
  type PlacementTest,
} from '@hadal/domain';
import type { Db, DbOrTx, Tx } from '@/db/client';
import type { UnitOfWork, Wrote } from '@/db/unit-of-work';
import type { PlacementTestRow, StoredPlacementAnswer } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { Conflict, NotFound } from '@/lib/errors';
import type { ContentService } from '@/modules/content';
import type { ProgressService } from '@/modules/progress';
import {
  abandonTests,
  deleteAllTests,
  finishTest,
  insertTest,
  latestFinished,
  lockTest,
  recordAnswer,
  testInProgress,
} from './placement.queries';

export interface PlacementDeps {
  db: Db;
  /** A finished test writes the learner's progress (its skips): in a unit of work. */
  uow: UnitOfWork;
  clock: Clock;
  /** The active bundle's lessons: the questions come from them. */
  content: Pick<ContentService, 'activeBundle'>;
  /** Records the placement's skips (the progress module owns lesson progress). */
  progress: Pick<ProgressService, 'applyPlacement' | 'placementSkipped' | 'reopenPlacement'>;
  /** Which of the equally good questions to ask; Math.random by default. */
  random?: () => number;
}

interface Bank {
  lessons: LessonDetail[];
  questions: PlacementQuestion[];
  byId: Map<string, PlacementQuestion>;
}

/**
 * A finished test as the learner sees it: where they start and, per level, what they showed and
 * how many of its lessons the placement still keeps skipped (`skipped`: the learner's lessons
 * skipped by placement now).
 */
function toResult(
  row: PlacementTestRow,
  lessons: readonly LessonDetail[],
  skipped: ReadonlySet<string>,
): PlacementResultView {
  const mastered = row.masteredLevel ? placementLevelSchema.parse(row.masteredLevel) : null;
  const top = mastered ? PLACEMENT_LEVELS.indexOf(mastered) + 1 : 0;
  const shown = placementResult(row.answers);
  return {
    mastered_level: mastered,
    start_level: cefrLevelSchema.parse(row.startLevel ?? 'A1'),
    questions: row.answers.length,
    right: row.answers.filter((a) => a.right).length,
    skipped_lessons: row.skippedLessons,
    finished_at: (row.finishedAt ?? row.updatedAt).toISOString(),
    literacy: shown.literacy,
    dictations: shown.dictations,
    levels: shown.levels.map((l, i) => ({
      level: l.level,
      asked: l.asked,
      right: l.right,
      // The stored placement decides (a test taken under earlier rules keeps its result).
      outcome: i < top ? 'placed' : i === top ? 'start_here' : 'not_reached',
      skipped_lessons: lessons.filter((x) => x.cefr_level === l.level && skipped.has(x.stable_id)).length,
    })),
  };
}

/**
 * The adaptive placement test (packages/domain placement): the server asks the course's own A1 to
 * B2 questions one at a time, grades each answer itself, and at the end records every lesson of
 * the mastered levels as skipped by placement, with no XP, through the progress module. A learner
 * (a child too, or a parent viewing as the child, who acts as the child) may take it again at any time.
 */
export function createPlacementService({ db, uow, clock, content, progress, random = Math.random }: PlacementDeps) {
  const banks = new WeakMap<readonly LessonDetail[], Bank>();

  async function bank(): Promise<Bank> {
    const { lessons } = await content.activeBundle();
    let found = banks.get(lessons);
    if (!found) {
      const questions = placementQuestionBank(lessons);
      found = { lessons, questions, byId: new Map(questions.map((q) => [q.id, q])) };
      banks.set(lessons, found);
    }
    return found;
  }

  function toTest(row: PlacementTestRow, b: Bank): PlacementTest | null {
    const question = row.currentQuestionId ? b.byId.get(row.currentQuestionId) : undefined;
    if (!question) return null;
    return {
      test_id: row.id,
      question: placementQuestionView(question, placementOptionSeed(row.id, row.answers.length)),
      answered: row.answers.length,
      min_questions: PLACEMENT_MIN_QUESTIONS,
      max_questions: PLACEMENT_MAX_QUESTIONS,
    };
  }

  /** The next question, or the result written with its skips, in the caller's transaction. */
  async function advance(
    tx: Tx,
    wrote: Wrote,
    userId: number,
    row: PlacementTestRow,
    answers: StoredPlacementAnswer[],
    b: Bank,
  ): Promise<PlacementAnswerResponse> {
    const now = clock.now();
    const next = nextPlacementQuestion(b.questions, answers, random);
    if (next) {
      const updated = await recordAnswer(tx, row.id, answers, next.id, now);
      return { done: false, test: toTest(updated, b)! };
    }
    const result = placementResult(answers);
    const skipped = lessonsSkippedByPlacement(b.lessons, result.masteredLevel, { literacy: result.literacy });
    const skippedLessons = await progress.applyPlacement(userId, skipped, tx, wrote);
    const finished = await finishTest(tx, row.id, {
      answers,
      masteredLevel: result.masteredLevel,
      startLevel: result.startLevel,
      skippedLessons,
      now,
    });
    return { done: true, result: toResult(finished, b.lessons, new Set(await progress.placementSkipped(userId, tx))) };
  }

  async function resultOf(userId: number, row: PlacementTestRow): Promise<PlacementResultView> {
    const [b, skipped] = await Promise.all([bank(), progress.placementSkipped(userId)]);
    return toResult(row, b.lessons, new Set(skipped));
  }

  async function current(userId: number): Promise<PlacementTest | null> {
    const row = await testInProgress(db, userId);
    if (!row) return null;
    const b = await bank();
    const test = toTest(row, b);
    if (test) return test;
    // The bundle changed under the test and its question is gone: ask another one.
    const next = await uow.transaction(async (tx, wrote) => {
      const locked = await lockTest(tx, userId, row.id);
      return locked ? advance(tx, wrote, userId, locked, locked.answers, b) : null;
    });
    return next && !next.done ? next.test : null;
  }

  return {
    async status(userId: number): Promise<PlacementStatus> {
      const [inProgress, finished] = await Promise.all([current(userId), latestFinished(db, userId)]);
      return { in_progress: inProgress, result: finished ? await resultOf(userId, finished) : null };
    },

    async current(userId: number): Promise<PlacementTest> {
      const test = await current(userId);
      if (!test) throw new NotFound(PLACEMENT_TEST_NOT_FOUND);
      return test;
    },

    /** Starts a test (a retake too): any test under way is abandoned. */
    async start(userId: number): Promise<PlacementTest> {
      const b = await bank();
      const first = nextPlacementQuestion(b.questions, [], random);
      if (!first) throw new NotFound(PLACEMENT_NO_QUESTIONS);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await abandonTests(tx, userId, now);
        return insertTest(tx, { id: randomUUID(), userId, currentQuestionId: first.id, now });
      });
      return toTest(row, b)!;
    },

    async answer(userId: number, body: PlacementAnswerRequest): Promise<PlacementAnswerResponse> {
      const b = await bank();
      const answered = await uow.transaction(async (tx, wrote) => {
        const row = await lockTest(tx, userId, body.test_id);
        if (!row) throw new NotFound(PLACEMENT_TEST_NOT_FOUND);
        if (row.currentQuestionId !== body.question_id) throw new Conflict(PLACEMENT_QUESTION_ANSWERED);
        const question = b.byId.get(body.question_id);
        const answers = question
          ? [
              ...row.answers,
              {
                questionId: question.id,
                level: question.level,
                ...gradePlacementAnswer(question, body.answer),
                guess: placementGuessRate(question, question.response === 'typed'),
                response: question.response,
                dictation: question.dictation,
              },
            ]
          : row.answers;
        return advance(tx, wrote, userId, row, answers, b);
      });
      return answered;
    },

    /**
     * Opens again a level the latest placement skipped: its lessons still skipped by placement are
     * not started again (lessons the learner played since stay as they are).
     */
    async reopen(userId: number, level: PlacementLevel): Promise<PlacementReopenResponse> {
      const finished = await latestFinished(db, userId);
      if (!finished) throw new NotFound(PLACEMENT_RESULT_NOT_FOUND);
      const mastered = finished.masteredLevel ? placementLevelSchema.parse(finished.masteredLevel) : null;
      if (!mastered || PLACEMENT_LEVELS.indexOf(level) > PLACEMENT_LEVELS.indexOf(mastered))
        throw new Conflict(PLACEMENT_LEVEL_NOT_PLACED);
      const b = await bank();
      const ofLevel = b.lessons.filter((l) => l.cefr_level === level).map((l) => l.stable_id);
      const reopened = await progress.reopenPlacement(userId, ofLevel);
      return { reopened_lessons: reopened, result: await resultOf(userId, finished) };
    },

    /** Reset all progress clears the learner's placement tests in the same transaction. */
    resetAll: (tx: DbOrTx, userId: number) => deleteAllTests(tx, userId),
  };
}
export type PlacementService = ReturnType<typeof createPlacementService>;
