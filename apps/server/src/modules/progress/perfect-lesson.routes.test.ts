import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { progressTestKit } from './progress.fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerFixtureBundle(ctx);
});

const { learner, put } = progressTestKit(() => ctx);

// food-one's graded questions: a pick, a meaning, and a typed fill-in (the introduction is not graded).
const RIGHT = [
  { exercise_id: 'q1', answer: 'biyo' },
  { exercise_id: 'q2', answer: 'milk' },
  { exercise_id: 'q3', answer: 'kani' },
];

const pass = (answers?: unknown) => ({
  progress_percentage: 100,
  completed: true,
  xp_earned: 35,
  attempt_id: randomUUID(),
  ...(answers === undefined ? {} : { answers }),
});

async function perfectLessons(headers: Record<string, string>): Promise<number> {
  const res = await ctx.app.inject({ url: '/api/auth/profile', headers });
  expect(res.statusCode).toBe(200);
  return res.json().perfect_lessons;
}

describe('Perfect Lesson', () => {
  it('is stored when the server finds every graded question answered right at the first try', async () => {
    const { headers } = await learner();
    expect(await perfectLessons(headers)).toBe(0);
    const res = await put(headers, 'food-one', pass(RIGHT));
    expect(res.statusCode).toBe(200);
    expect(await perfectLessons(headers)).toBe(1);
    // A second perfect pass of the same lesson is the same lesson; another lesson counts too.
    await put(headers, 'food-one', pass(RIGHT));
    expect(await perfectLessons(headers)).toBe(1);
    await put(headers, 'food-two', pass(RIGHT));
    expect(await perfectLessons(headers)).toBe(2);
  });

  it('is not awarded on the claim of a full score, a wrong first answer or a missing one', async () => {
    const { headers } = await learner();
    await put(headers, 'food-one', pass());
    await put(headers, 'food-one', pass([RIGHT[0], { exercise_id: 'q2', answer: 'water' }, RIGHT[2]]));
    await put(headers, 'food-one', pass(RIGHT.slice(0, 2)));
    // Only the first answer to a question counts: a right one after a wrong one is a repeat.
    await put(headers, 'food-one', pass([{ exercise_id: 'q1', answer: 'caano' }, ...RIGHT]));
    // Answers with a save that does not complete the lesson are not a pass.
    await put(headers, 'food-two', { progress_percentage: 90, answers: RIGHT });
    expect(await perfectLessons(headers)).toBe(0);
  });

  it('refuses answers that are not the schema with 422 and writes nothing', async () => {
    const { headers } = await learner();
    for (const answers of ['biyo', [{ exercise_id: 'q1' }], [{ exercise_id: 'q1', answer: 5 }]]) {
      const res = await put(headers, 'food-one', pass(answers));
      expect(res.statusCode, JSON.stringify(answers)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await perfectLessons(headers)).toBe(0);
  });
});
