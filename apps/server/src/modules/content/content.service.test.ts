import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '@test/helpers/test-app';
import { FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { bundles, lessons } from '@/db/schema';
import { loadBundles, type LoadedBundle } from './bundle-loader';
import { registerBundles } from './content.registry';
import { createContentService } from './content.service';

function asVersion(loaded: LoadedBundle[], version: number, dropStableId?: string): LoadedBundle[] {
  return loaded.map((b) => ({
    ...b,
    manifest: b.manifest && { ...b.manifest, version },
    lessons: b.lessons.filter((l) => l.lesson?.stable_id !== dropStableId),
  }));
}

describe('content registry and service', async () => {
  const ctx = await createTestApp({ env: { CONTENT_DIR: FIXTURE_CONTENT_DIR } });
  const loaded = loadBundles(FIXTURE_CONTENT_DIR);

  it('registers lazily on first use and serves the active bundle with numeric ids', async () => {
    const active = await ctx.services.content.activeBundle();
    expect(active.bundle_id).toBe('test-core');
    expect(active.version).toBe(1);
    expect(active.lessons.map((l) => l.stable_id)).toEqual(['a1-vocab-greetings', 'a1-vocab-family']);
    const first = active.lessons[0]!;
    expect(first.id).toBeTypeOf('number');
    expect(first.bundle_id).toBe('test-core');
    expect(first.exercises[0]?.audio_filename).toBe('soo_dhawoow.wav');
  });

  it('registration is idempotent, also when two processes start at once', async () => {
    await Promise.all([
      registerBundles(ctx.db, loaded),
      registerBundles(ctx.db, loaded),
      registerBundles(ctx.db, loaded),
    ]);
    const rows = await ctx.db.select().from(bundles);
    expect(rows).toHaveLength(1);
    const lessonRows = await ctx.db.select().from(lessons);
    expect(lessonRows).toHaveLength(2);
  });

  it('adds a new version beside the old one, keeps stable ids and exactly one active bundle', async () => {
    const result = await registerBundles(ctx.db, asVersion(loaded, 2));
    expect(result.added).toEqual(['test-core@2']);
    expect(result.active).toEqual({ bundle_id: 'test-core', version: 1 });
    const service = createContentService({ db: ctx.db, contentDir: FIXTURE_CONTENT_DIR });
    const before = await service.activeBundle();
    const info = await service.activate('test-core');
    expect(info).toMatchObject({ bundle_id: 'test-core', version: 2, is_active: true, lesson_count: 2 });
    const after = await service.activeBundle();
    expect(after.version).toBe(2);
    expect(after.lessons.map((l) => l.stable_id)).toEqual(before.lessons.map((l) => l.stable_id));
    expect(after.lessons[0]!.id).not.toBe(before.lessons[0]!.id);
    const active = await ctx.db.select().from(bundles).where(eq(bundles.isActive, true));
    expect(active).toHaveLength(1);
    const list = await service.listBundles();
    expect(list.map((b) => [b.version, b.is_active, b.lesson_count])).toEqual([
      [1, false, 2],
      [2, true, 2],
    ]);
    expect(await service.activate('no-such-bundle')).toBeNull();
    await service.activate('test-core', 1);
  });

  it('another process sees an activation after the recheck interval', async () => {
    const a = createContentService({ db: ctx.db, contentDir: FIXTURE_CONTENT_DIR });
    const b = createContentService({ db: ctx.db, contentDir: FIXTURE_CONTENT_DIR });
    expect((await b.activeBundle()).version).toBe(1);
    await a.activate('test-core', 2);
    const realNow = Date.now;
    Date.now = () => realNow() + 60_000;
    try {
      // Requests never wait for the check: the first read after the interval answers from the
      // snapshot held and starts one check in the background; the next reads see the switch.
      expect((await b.activeBundle()).version).toBe(1);
      await expect.poll(async () => (await b.activeBundle()).version).toBe(2);
    } finally {
      Date.now = realNow;
    }
    await a.activate('test-core', 1);
  });

  it('loads the snapshot once for concurrent first requests (single flight)', async () => {
    const fresh = createContentService({ db: ctx.db, contentDir: FIXTURE_CONTENT_DIR });
    const bundles = await Promise.all(Array.from({ length: 50 }, () => fresh.activeBundle()));
    expect(new Set(bundles).size).toBe(1);
    expect(new Set(bundles.map((b) => b.lessons)).size).toBe(1);
  });

  it('finds lessons by id, numeric string or stable id, and lists categories', async () => {
    const service = ctx.services.content;
    await service.activate('test-core', 1);
    const greetings = await service.findLesson('a1-vocab-greetings');
    expect(greetings?.title).toBe('Greetings');
    expect((await service.findLesson(greetings!.id))?.stable_id).toBe('a1-vocab-greetings');
    expect((await service.findLesson(String(greetings!.id)))?.stable_id).toBe('a1-vocab-greetings');
    expect(await service.findLesson('nope')).toBeNull();
    expect(await service.findLesson(999_999)).toBeNull();
    expect(await service.categories()).toEqual(['greetings', 'family']);
  });

  it('indexes the Somali text behind every audio key, including the review rule', async () => {
    const service = ctx.services.content;
    expect(await service.audioText('soo_dhawoow.wav')).toBe('Soo dhawoow');
    expect(await service.audioText('iska_warran.wav')).toBe('Iska warran?');
    expect(await service.audioText('no_such_words.wav')).toBeUndefined();
  });

  it('attaches answer support to the typed questions of a bundle read from disk', async () => {
    const [disk] = loadBundles(FIXTURE_CONTENT_DIR);
    const family = disk!.lessons.find((f) => f.lesson?.stable_id === 'a1-vocab-family')!.lesson!;
    const typed = {
      id: 'ex30',
      type: 'english_to_somali',
      answer_mode: 'typed' as const,
      question: 'Type the Somali for "girl".',
      options: ['gabadh', 'wiil', 'hooyo'],
      correct_answer: 'gabadh',
      explanation: 'Gabadh is a girl.',
    };
    const bundle: LoadedBundle = {
      ...disk!,
      name: 'teach-core',
      manifest: { ...disk!.manifest!, bundle_id: 'teach-core' },
      lessons: [{ file: 'x.json', lesson: { ...family, exercises: [...family.exercises, typed] }, errors: [] }],
      dialect: [{ standard: 'gabadh', southern: 'gabar', english: 'girl' }],
    };
    await registerBundles(ctx.db, [bundle]);
    const [teach] = await ctx.db.select().from(bundles).where(eq(bundles.bundleId, 'teach-core'));
    const [row] = await ctx.db.select().from(lessons).where(eq(lessons.bundlePk, teach!.id));
    const served = row!.data.exercises.find((e) => e.id === 'ex30')!;
    expect(served.answer_support?.dialect).toEqual([{ standard: 'gabadh', southern: 'gabar' }]);
    expect(row!.data.exercises.find((e) => e.id === 'ex09')!.answer_support).toBeUndefined();
  });
});
