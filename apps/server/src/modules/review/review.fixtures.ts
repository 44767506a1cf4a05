import type { LessonFile } from '@hadal/domain';
import { fixtureLesson, registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import type { UserRow } from '@/db/schema';
import type { TestContext } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

/** Lessons for the review tests: a vocabulary lesson with every kind of question, and a phrases lesson. */
export const REVIEW_LESSONS: LessonFile[] = [
  fixtureLesson('greetings-a1', {
    vocabulary_items: [
      { somali: 'Soo dhawoow', english: 'welcome' },
      { somali: 'Iska warran?', english: 'how are you?' },
      { somali: 'Nabad', english: 'peace' },
    ],
    exercises: [
      { id: 'ex01', type: 'vocabulary_introduction', question: 'Soo dhawoow', translation: 'Welcome', is_core: true },
      {
        id: 'ex02',
        type: 'english_to_somali',
        question: 'How do you say "Goodbye"?',
        options: ['Nabadgelyo', 'Nabad', 'Soo dhawoow'],
        correct_answer: 'Nabadgelyo',
      },
      {
        id: 'ex03',
        type: 'somali_to_english',
        question: 'What does this mean?',
        tts_text: 'Habeen wanaagsan',
        options: ['Good night', 'Good morning', 'Welcome'],
        correct_answer: 'Good night',
      },
      {
        id: 'ex04',
        type: 'multiple_choice',
        question: 'In "Way ogtahay", who knows?',
        tts_text: 'Way ogtahay.',
        options: ['she', 'he', 'they'],
        correct_answer: 'she',
      },
      {
        id: 'ex05',
        type: 'english_to_somali',
        question: 'How do you greet one guest?',
        options: ['Soo dhawoow', 'Nabadgelyo', 'Nabad'],
        correct_answer: 'Soo dhawoow',
      },
      {
        id: 'ex06',
        type: 'fill_blank',
        question: 'Subax ___',
        options: ['wanaagsan', 'warran', 'nabad'],
        correct_answer: 'wanaagsan',
        translation: 'Good morning',
      },
    ],
  }),
  fixtureLesson('phrases-a1', {
    lesson_type: 'phrases',
    vocabulary_items: [{ somali: 'Mahadsanid', english: 'thank you' }],
    exercises: [
      {
        id: 'p1',
        type: 'phrase_practice',
        phrases: [
          { somali: 'Mahadsanid', english: 'Thank you' },
          { somali: 'Nabad', english: 'Peace' },
          { somali: 'Waan fiicanahay', english: "I'm fine" },
        ],
      },
    ],
  }),
];

/** Builds the review fixture bundle into the test app. */
export function registerReviewLessons(ctx: TestContext, lessons: LessonFile[] = REVIEW_LESSONS): Promise<void> {
  return registerFixtureBundle(ctx, lessons);
}

export interface Learner {
  user: UserRow;
  /** Fresh headers: tokens live 15 minutes and tests move the clock by days. */
  headers(extra?: Record<string, string>): Promise<Record<string, string>>;
}

export async function createLearner(ctx: TestContext, overrides: Partial<UserRow> = {}): Promise<Learner> {
  const user = await createUser(ctx, overrides);
  return { user, headers: async (extra = {}) => ({ ...(await authHeader(ctx, user)), ...extra }) };
}

/** Stores progress on a lesson through the API: completed, or just started. */
export async function setProgress(ctx: TestContext, learner: Learner, stableId: string, completed = true) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/lessons/progress/${stableId}`,
    headers: await learner.headers(),
    payload: completed ? { progress_percentage: 100, completed: true } : { progress_percentage: 20 },
  });
  if (res.statusCode !== 200) throw new Error(`progress ${stableId}: ${res.statusCode} ${res.body}`);
}

export async function call(
  ctx: TestContext,
  learner: Learner,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: await learner.headers(extraHeaders), payload });
}

/** Completes a lesson and populates its cards; returns the learner's items due now. */
export async function learnLesson(ctx: TestContext, learner: Learner, stableId: string) {
  await setProgress(ctx, learner, stableId);
  const populated = await call(ctx, learner, 'POST', `/review/populate/${stableId}`);
  if (populated.statusCode !== 200) throw new Error(`populate: ${populated.statusCode} ${populated.body}`);
  const items = await call(ctx, learner, 'GET', '/review/items?limit=100');
  return items.json() as { id: number; question: string; answer: string; repetitions: number; due_at: string }[];
}
