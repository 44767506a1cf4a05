import type { Exercise, ExerciseOption, LessonFile, LessonType } from '@hadal/domain';
import { fixtureLesson, registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import type { TestContext } from '@test/helpers/test-app';
import type { UserRow } from '@/db/schema';
import { authHeader, createUser } from '@test/helpers/factories';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
const KINDS: LessonType[] = ['vocabulary', 'grammar', 'phrases'];

/** Four picked questions of four options each; the right option is always `right-<n>`. */
function questions(): Exercise[] {
  return [1, 2, 3, 4].map((n) => ({
    id: `q${n}`,
    type: n === 4 ? 'dictation' : 'multiple_choice',
    question: n === 4 ? 'Type what you hear.' : `Question ${n}?`,
    ...(n === 4 ? { tts_text: 'right-4', translation: 'Right' } : {}),
    options: [`right-${n}`, `wrong-${n}a`, `wrong-${n}b`, `wrong-${n}c`],
    correct_answer: `right-${n}`,
    explanation: 'Because.',
  }));
}

/** Two lessons of each kind at every level A1 to C1. */
export const PLACEMENT_LESSONS: LessonFile[] = LEVELS.flatMap((level, i) =>
  KINDS.flatMap((kind) =>
    [1, 2].map((n) =>
      fixtureLesson(`${level.toLowerCase()}-${kind}-${n}`, {
        cefr_level: level,
        level: i + 1,
        lesson_type: kind,
        order_index: n,
        exercises: [{ id: 'intro', type: 'vocabulary_introduction', question: 'Nabad', is_core: true }, ...questions()],
      }),
    ),
  ),
);

export const registerPlacementLessons = (ctx: TestContext) => registerFixtureBundle(ctx, PLACEMENT_LESSONS);

export type Headers = Record<string, string>;

export interface PlacementQuestionJson {
  id: string;
  options: ExerciseOption[];
}
export interface PlacementTestJson {
  test_id: string;
  question: PlacementQuestionJson;
  answered: number;
}

export function placementKit(getCtx: () => TestContext) {
  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    getCtx().app.inject({ method, url: `/api${url}`, headers, payload });

  async function start(headers: Headers): Promise<PlacementTestJson> {
    const res = await call(headers, 'POST', '/placement/test');
    if (res.statusCode !== 201) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  return {
    call,
    start,
    async learner(overrides: Parameters<typeof createUser>[1] = {}): Promise<{ user: UserRow; headers: Headers }> {
      const user = await createUser(getCtx(), overrides);
      return { user, headers: await authHeader(getCtx(), user) };
    },
    /**
     * Takes a whole test, answering right when `knows(level)`; answers the final response.
     * The level of a question is the start of its lesson id (`b1-grammar-2/q3`).
     */
    async takeTest(headers: Headers, knows: (level: string) => boolean) {
      let test = await start(headers);
      for (let i = 0; i < 40; i += 1) {
        const level = test.question.id.slice(0, 2).toUpperCase();
        const n = test.question.id.slice(-1);
        const answer = knows(level) ? `right-${n}` : `wrong-${n}a`;
        const res = await call(headers, 'POST', '/placement/answer', {
          test_id: test.test_id,
          question_id: test.question.id,
          answer,
        });
        if (res.statusCode !== 200) throw new Error(`answer answered ${res.statusCode}: ${res.body}`);
        const body = res.json();
        if (body.done)
          return body.result as { mastered_level: string | null; start_level: string; skipped_lessons: number };
        test = body.test;
      }
      throw new Error('the placement test never ended');
    },
  };
}
