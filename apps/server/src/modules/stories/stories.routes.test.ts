import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CEFR_LEVELS, type StoryListEntry, type StoryReader } from '@hadal/domain';
import { users } from '@/db/schema';
import { fakeTts } from '@/modules/dynamic-lessons/dynamic-lessons.fixtures';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { authHeader, createUser } from '@test/helpers/factories';

/** The stories calls on the course's own stories (the default content directory). */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ tts: fakeTts });
});

const STORY = 'a1-story-my-family';
const ALL_RIGHT = {
  answers: [
    { question_id: 'q1', answer: 'Hargeisa' },
    { question_id: 'q2', answer: 'canjeero' },
    { question_id: 'q3', answer: 'her mother' },
    { question_id: 'q4', answer: 'milk' },
  ],
};

async function learner() {
  const user = await createUser(ctx);
  return { user, headers: await authHeader(ctx, user) };
}
const get = (headers: Record<string, string>, url: string) => ctx.app.inject({ method: 'GET', url, headers });
const complete = (headers: Record<string, string>, id: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/stories/${id}/complete`, headers, payload: payload as object });
const xpOf = async (id: number) =>
  (await ctx.db.select({ xp: users.xpPoints }).from(users).where(eq(users.id, id)))[0]!.xp;

describe('GET /api/stories', () => {
  it('lists at least two stories per level from A1 to B2, 8 to 20 lines each, none done yet', async () => {
    const { headers } = await learner();
    const res = await get(headers, '/api/stories');
    expect(res.statusCode).toBe(200);
    const list = res.json() as StoryListEntry[];
    for (const level of CEFR_LEVELS.slice(0, 4)) {
      expect(list.filter((s) => s.cefr_level === level).length, level).toBeGreaterThanOrEqual(2);
    }
    for (const s of list) {
      expect(s.line_count).toBeGreaterThanOrEqual(8);
      expect(s.line_count).toBeLessThanOrEqual(20);
      expect(s).toMatchObject({ completed: false, xp_earned: 0, best_correct: null });
    }
    expect(list.map((s) => s.level)).toEqual([...list.map((s) => s.level)].sort((a, b) => a - b));
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/stories' })).statusCode).toBe(401);
  });
});

describe('GET /api/stories/:story_id', () => {
  it('serves lines with translation, audio and glosses, and never the answers', async () => {
    const { headers } = await learner();
    const res = await get(headers, `/api/stories/${STORY}`);
    expect(res.statusCode).toBe(200);
    const story = res.json() as StoryReader;
    expect(story.lines[0]).toMatchObject({
      somali: 'Magacaygu waa Hodan.',
      english: 'My name is Hodan.',
      audio_filename: 'magacaygu_waa_hodan.wav',
      audio_url: '/audio/magacaygu_waa_hodan.wav',
    });
    expect(story.lines[0]!.words).toEqual([
      { text: 'Magacaygu', gloss: 'my name (as subject)' },
      { text: 'waa', gloss: 'is; marks a statement' },
      { text: 'Hodan.', gloss: "Hodan (a woman's name)" },
    ]);
    expect(story.questions).toHaveLength(4);
    expect(Object.keys(story.questions[0]!).sort()).toEqual(['id', 'options', 'question']);
    expect(res.body).not.toContain('correct_answer');
    expect(res.body).not.toContain('explanation');
    expect(res.body).not.toContain('Line 2:');
    // By numeric id too.
    expect((await get(headers, `/api/stories/${story.id}`)).json().stable_id).toBe(STORY);
  });

  it('answers 404 for a story the bundle does not have', async () => {
    const { headers } = await learner();
    const res = await get(headers, '/api/stories/no-such-story');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Story not found' });
  });

  it('serves the audio of every line of every story', async () => {
    const { headers } = await learner();
    const list = (await get(headers, '/api/stories')).json() as StoryListEntry[];
    for (const s of list) {
      const story = (await get(headers, `/api/stories/${s.stable_id}`)).json() as StoryReader;
      for (const line of story.lines) {
        const audio = await ctx.app.inject({ url: line.audio_url });
        expect(audio.statusCode, `${s.stable_id}: ${line.somali}`).toBe(200);
        expect(audio.headers['content-type']).toBe('audio/wav');
      }
    }
  });
});

describe('POST /api/stories/:story_id/complete', () => {
  it('grades on the server and grants XP like a lesson on the first pass only', async () => {
    const { user, headers } = await learner();
    const first = await complete(headers, STORY, ALL_RIGHT);
    expect(first.statusCode).toBe(200);
    // 4 right × 5 + the full pass bonus of 15
    expect(first.json()).toMatchObject({
      correct: 4,
      total: 4,
      passed: true,
      xp_granted: 35,
      total_xp: 35,
      completed: true,
      xp_earned: 35,
      best_correct: 4,
    });
    const again = await complete(headers, STORY, ALL_RIGHT);
    expect(again.json()).toMatchObject({ passed: true, xp_granted: 0, total_xp: 35, xp_earned: 35 });
    expect(await xpOf(user.id)).toBe(35);
    const entry = ((await get(headers, '/api/stories')).json() as StoryListEntry[]).find((s) => s.stable_id === STORY);
    expect(entry).toMatchObject({ completed: true, xp_earned: 35, best_correct: 4 });
  });

  it('shows the right answers after an attempt that fails, and grants nothing', async () => {
    const { user, headers } = await learner();
    const res = await complete(headers, STORY, {
      answers: [
        { question_id: 'q1', answer: 'Mogadishu' },
        { question_id: 'q2', answer: 'canjeero' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correct: 1, total: 4, passed: false, xp_granted: 0, completed: false });
    expect(res.json().results[0]).toMatchObject({
      question_id: 'q1',
      answer: 'Mogadishu',
      correct: false,
      correct_answer: 'Hargeisa',
    });
    expect(res.json().results[3]).toMatchObject({ question_id: 'q4', answer: null, correct: false });
    expect(await xpOf(user.id)).toBe(0);
  });

  it('grants once when the same completion is sent several times at once', async () => {
    const { user, headers } = await learner();
    const answers = await Promise.all([1, 2, 3].map(() => complete(headers, STORY, ALL_RIGHT)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().xp_granted as number).sort((a, b) => a - b)).toEqual([0, 0, 35]);
    expect(await xpOf(user.id)).toBe(35);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const { user, headers } = await learner();
    const unknown = await complete(headers, STORY, { answers: [{ question_id: 'q9', answer: 'milk' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'The story has no question q9' });
    const twice = await complete(headers, STORY, {
      answers: [
        { question_id: 'q1', answer: 'Hargeisa' },
        { question_id: 'q1', answer: 'Berbera' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(typeof twice.json().detail).toBe('string');
    expect((await complete(headers, STORY, { answers: 'Hargeisa' })).statusCode).toBe(422);
    expect((await complete(headers, STORY, {})).statusCode).toBe(422);
    expect((await complete(headers, 'no-such-story', ALL_RIGHT)).statusCode).toBe(404);
    const list = (await get(headers, '/api/stories')).json() as StoryListEntry[];
    expect(list.every((s) => s.best_correct === null)).toBe(true);
    expect(await xpOf(user.id)).toBe(0);
  });
});
