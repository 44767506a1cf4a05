import type { Exercise, ExerciseOption, LessonFile, LessonType } from '@hadal/domain';
import { fixtureLesson, registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import type { TestContext } from '@test/helpers/test-app';
import type { UserRow } from '@/db/schema';
import { authHeader, createUser } from '@test/helpers/factories';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
const KINDS: LessonType[] = ['vocabulary', 'grammar', 'phrases'];

/**
 * Three picked questions of four options each and a typed one: a dictation in the first lesson of a
 * kind, a typed translation in the others. The right answer is always `right-<n>`.
 */
function questions(dictation: boolean): Exercise[] {
  return [1, 2, 3, 4].map((n) => ({
    id: `q${n}`,
    type: n < 4 ? 'multiple_choice' : dictation ? 'dictation' : 'english_to_somali',
    question: n < 4 ? `Question ${n}?` : dictation ? 'Type what you hear.' : 'Write the Somali for "right".',
    ...(n === 4 && dictation ? { tts_text: 'right-4', translation: 'Right' } : {}),
    ...(n === 4 && !dictation ? { answer_mode: 'typed' as const } : {}),
    options: [`right-${n}`, `wrong-${n}a`, `wrong-${n}b`, `wrong-${n}c`],
    correct_answer: `right-${n}`,
    explanation: 'Because.',
  }));
}

const INTRO: Exercise = { id: 'intro', type: 'vocabulary_introduction', question: 'Nabad', is_core: true };

/** Two lessons of each kind at every level A1 to C1, and a literacy lesson after the A1 vocabulary. */
export const PLACEMENT_LESSONS: LessonFile[] = [
  ...LEVELS.flatMap((level, i) =>
    KINDS.flatMap((kind) =>
      [1, 2].map((n) =>
        fixtureLesson(`${level.toLowerCase()}-${kind}-${n}`, {
          cefr_level: level,
          level: i + 1,
          lesson_type: kind,
          order_index: n,
          exercises: [INTRO, ...questions(n === 1)],
        }),
      ),
    ),
  ),
  fixtureLesson('a1-literacy-1', { track: 'literacy', order_index: 3, exercises: [INTRO, ...questions(false)] }),
];

export const registerPlacementLessons = (ctx: TestContext) => registerFixtureBundle(ctx, PLACEMENT_LESSONS);

export type Headers = Record<string, string>;

export interface PlacementQuestionJson {
  id: string;
  type: string;
  response: 'pick' | 'typed';
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
     * Takes a whole test, answering right when `knows(level, question)`; answers the final response.
     * The level of a question is the start of its lesson id (`b1-grammar-2/q3`).
     */
    async takeTest(headers: Headers, knows: (level: string, question: PlacementQuestionJson) => boolean) {
      let test = await start(headers);
      for (let i = 0; i < 200; i += 1) {
        const level = test.question.id.slice(0, 2).toUpperCase();
        const n = test.question.id.slice(-1);
        const answer = knows(level, test.question) ? `right-${n}` : `wrong-${n}a`;
        const res = await call(headers, 'POST', '/placement/answer', {
          test_id: test.test_id,
          question_id: test.question.id,
          answer,
        });
        if (res.statusCode !== 200) throw new Error(`answer answered ${res.statusCode}: ${res.body}`);
        const body = res.json();
        if (body.done)
          return body.result as {
            mastered_level: string | null;
            start_level: string;
            skipped_lessons: number;
            literacy: boolean;
            dictations: { asked: number; right: number };
            levels: { level: string; asked: number; right: number; outcome: string; skipped_lessons: number }[];
          };
        test = body.test;
      }
      throw new Error('the placement test never ended');
    },
  };
}
