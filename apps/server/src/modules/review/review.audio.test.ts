import { describe, expect, it } from 'vitest';
import { audioKeyFor, lessonReviewCards, mistakeReviewCards, type LessonFile } from '@hadal/domain';
import type { TtsProvider } from '@/adapters/tts/tts';
import { registerBundles } from '@/modules/content';
import { fixtureLesson } from '@/modules/lessons/lessons.fixtures';
import { createTestApp } from '@test/helpers/test-app';
import { call, createLearner, learnLesson, registerReviewLessons } from './review.fixtures';

/** A voice that says the text it was given, so a test can hear which text was synthesised. */
const echoTts: TtsProvider = {
  id: 'echo',
  synthesize: async (text) => Buffer.from(`RIFF:${text}`),
  close: async () => {},
};

describe('review answers have audio: /audio/{spec 02 §7 name}.wav', async () => {
  const ctx = await createTestApp({ tts: echoTts });
  await registerReviewLessons(ctx);
  const audio = (file: string) => ctx.app.inject({ method: 'GET', url: `/audio/${file}` });

  it("serves every item's answer under the name the web app computes", async () => {
    const learner = await createLearner(ctx);
    const items = await learnLesson(ctx, learner, 'greetings-a1');
    await call(ctx, learner, 'POST', '/review/mistakes/greetings-a1', { exercise_ids: ['ex02', 'ex03', 'ex06'] });
    const all = (await call(ctx, learner, 'GET', '/review/items?limit=100')).json() as { answer: string }[];
    expect(all.length).toBeGreaterThan(items.length);
    for (const { answer } of all) {
      const res = await audio(audioKeyFor(answer));
      expect(res.statusCode, answer).toBe(200);
      expect(res.body).toBe(`RIFF:${answer}`);
    }
  });

  it('reads a name written by the rule literally, with doubled or trailing underscores', async () => {
    expect((await audio('habeen__wanaagsan.wav')).body).toBe('RIFF:Habeen wanaagsan');
    expect((await audio('iska_warran_.wav')).body).toBe('RIFF:Iska warran?');
    expect((await audio('_.wav')).statusCode).toBe(404);
  });

  it('still speaks an item whose lesson text left the active bundle, and nothing nobody learned', async () => {
    const learner = await createLearner(ctx);
    const v1 = fixtureLesson('drinks-a1', { vocabulary_items: [{ somali: 'Shaah', english: 'tea' }] });
    const bundle = (version: number, lessons: LessonFile[]) => ({
      dir: `drinks-v${version}`,
      name: 'drinks',
      manifestFile: `drinks-v${version}/bundle.json`,
      manifest: { bundle_id: 'drinks', name: 'Drinks', version, description: 'Drinks' },
      manifestErrors: [],
      lessons: lessons.map((lesson) => ({ file: `drinks-v${version}/${lesson.stable_id}.json`, lesson, errors: [] })),
    });
    await registerBundles(ctx.db, [bundle(1, [v1])]);
    await ctx.services.content.activate('drinks', 1);
    await learnLesson(ctx, learner, 'drinks-a1');
    const v2 = fixtureLesson('drinks-a1', { vocabulary_items: [{ somali: 'Kafee', english: 'coffee' }] });
    await registerBundles(ctx.db, [bundle(2, [v2])]);
    await ctx.services.content.activate('drinks', 2);

    expect(await ctx.services.content.audioText('shaah.wav')).toBeUndefined();
    const old = await audio('shaah.wav');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('RIFF:Shaah');
    expect((await audio('caano_geel.wav')).statusCode).toBe(404);
  });
});

describe('every card of the curriculum has lesson audio', async () => {
  const ctx = await createTestApp({ tts: echoTts });

  it('finds the answer of every populate and mistake card of every lesson in the active bundle index', async () => {
    const { lessons } = await ctx.services.content.activeBundle();
    expect(lessons.length).toBeGreaterThan(50);
    const missing: string[] = [];
    let cards = 0;
    for (const lesson of lessons) {
      const all = [...lessonReviewCards(lesson), ...lesson.exercises.flatMap((e) => mistakeReviewCards(lesson, e))];
      cards += all.length;
      for (const c of all) {
        if ((await ctx.services.content.audioText(audioKeyFor(c.answer))) === undefined) {
          missing.push(`${lesson.stable_id}: ${c.answer}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cards).toBeGreaterThan(1000);
  });
});
