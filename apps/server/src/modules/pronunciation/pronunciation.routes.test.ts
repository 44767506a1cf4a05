import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRONUNCIATION_MESSAGES as M, pronunciationResultSchema, recordingTooLarge } from '@hadal/domain';
import { authHeader, createUser } from '@test/helpers/factories';
import { startFakeSpeechServer } from '@test/helpers/fake-speech-server';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { checkPronunciation, registerSpeakingLesson, sayFields, toneWav } from './pronunciation.fixtures';

const fake = await startFakeSpeechServer({ apiKey: 'sk-test' });
afterAll(() => fake.close());

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      SPEECH_PROVIDER: 'openai',
      SPEECH_API_URL: fake.url,
      SPEECH_API_KEY: 'sk-test',
      SPEECH_TIMEOUT_MS: '150',
    },
  });
  await registerSpeakingLesson(ctx);
  headers = await authHeader(ctx, await createUser(ctx));
});
beforeEach(() => fake.reset());

describe('POST /api/check-pronunciation with a speech provider', () => {
  it('answers a match for the expected words, reading the expected text itself', async () => {
    fake.next({ text: 'Waxaan cunaa bariis.' });
    const res = await checkPronunciation(ctx, headers, { ...sayFields(), expected_text: 'anything' }, toneWav());
    expect(res.statusCode).toBe(200);
    const body = pronunciationResultSchema.parse(res.json());
    expect(body).toMatchObject({
      feedback: 'match',
      similarity: 1,
      expected_text: 'Waxaan cunaa bariis.',
      recognized_text: 'Waxaan cunaa bariis.',
      correct_words: ['waxaan', 'cunaa', 'bariis'],
      missing_words: [],
      extra_words: [],
    });
    expect(fake.seen[0]!.audio?.equals(toneWav())).toBe(true);
    expect(fake.seen[0]!.fields.language).toBe('so');
  });

  it('answers close for a near miss and try again for other words', async () => {
    fake.next({ text: 'waxaan cuna' }, { text: 'subax wanaagsan' });
    const close = (await checkPronunciation(ctx, headers, sayFields(), toneWav())).json();
    expect(close).toMatchObject({ feedback: 'close', missing_words: ['bariis'] });
    const wrong = (await checkPronunciation(ctx, headers, sayFields(), toneWav())).json();
    expect(wrong).toMatchObject({ feedback: 'try again', extra_words: expect.arrayContaining(['subax']) });
  });

  it("accepts the southern spelling the bundle's dialect table allows", async () => {
    fake.next({ text: 'Gabar.' });
    const res = await checkPronunciation(ctx, headers, sayFields('say2'), toneWav());
    expect(res.json()).toMatchObject({ feedback: 'match', similarity: 1 });
  });

  it('answers try again when the provider heard nothing', async () => {
    fake.next({ text: '' });
    expect((await checkPronunciation(ctx, headers, sayFields(), toneWav())).json()).toMatchObject({
      feedback: 'try again',
      similarity: 0,
    });
  });

  it('answers 502 with the spec message when the provider answers garbage, fails or times out', async () => {
    for (const answer of [{ garbage: true as const }, { status: 500 }, { hangMs: 400 }]) {
      fake.reset();
      fake.always(answer);
      const res = await checkPronunciation(ctx, headers, sayFields(), toneWav());
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ detail: M.checkFailed });
    }
  });

  it('refuses an upload that is not WAV, too large, too long, empty or missing, before calling the provider', async () => {
    const cases: [Buffer | undefined, number, string][] = [
      [Buffer.from('ID3 this is an mp3, honestly'), 415, M.notWav],
      [Buffer.concat([toneWav(0.1), Buffer.alloc(5 * 1024 * 1024)]), 413, recordingTooLarge('user_audio', '5 MB')],
      [toneWav(31), 400, M.tooLong],
      [toneWav(0), 400, M.empty],
      [undefined, 400, M.missingAudio],
    ];
    for (const [audio, status, detail] of cases) {
      const res = await checkPronunciation(ctx, headers, sayFields(), audio);
      expect(res.statusCode, detail).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    expect(fake.seen).toEqual([]);
  });

  it('names the limit and the field an upload goes over', async () => {
    const long = await checkPronunciation(ctx, headers, { ...sayFields(), lesson_id: 'x'.repeat(1_200) }, toneWav(1));
    expect(long.statusCode).toBe(413);
    expect(long.json()).toEqual({ detail: 'The form field lesson_id is too long: at most 1000 bytes.' });
    const boundary = 'two-files';
    const file = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF\r\n`;
    const twoFiles = await ctx.app.inject({
      method: 'POST',
      url: '/api/check-pronunciation',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${file('user_audio')}${file('extra')}--${boundary}--\r\n`,
    });
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json()).toEqual({ detail: 'Too many files: at most 1 file per request.' });
    expect(fake.seen).toEqual([]);
  });

  it('refuses a JSON body, missing ids, an unknown lesson or exercise, and a question that is not spoken', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/check-pronunciation',
      headers,
      payload: { lesson_id: 'speaking-a1', exercise_id: 'say1' },
    });
    expect([json.statusCode, json.json()]).toEqual([415, { detail: M.notMultipart }]);
    const missing = await checkPronunciation(ctx, headers, { lesson_id: 'speaking-a1' }, toneWav());
    expect([missing.statusCode, missing.json()]).toEqual([400, { detail: M.missingIds }]);
    const lesson = await checkPronunciation(ctx, headers, { lesson_id: 'nope', exercise_id: 'say1' }, toneWav());
    expect([lesson.statusCode, lesson.json()]).toEqual([404, { detail: 'Lesson not found' }]);
    const exercise = await checkPronunciation(ctx, headers, sayFields('ex99'), toneWav());
    expect([exercise.statusCode, exercise.json()]).toEqual([404, { detail: M.exerciseNotFound }]);
    const question = await checkPronunciation(ctx, headers, sayFields('q1'), toneWav());
    expect([question.statusCode, question.json()]).toEqual([400, { detail: M.notPronunciation }]);
    expect(fake.seen).toEqual([]);
  });

  it('needs a signed-in learner', async () => {
    const res = await checkPronunciation(ctx, {}, sayFields(), toneWav());
    expect(res.statusCode).toBe(401);
  });

  it('tells the learner that recordings are checked by the provider', async () => {
    const res = await ctx.app.inject({ url: '/api/speech/config', headers });
    expect(res.json()).toMatchObject({ mode: 'recognizer', provider: 'openai', third_party: true, reason: null });
  });
});

describe('without a speech provider (the embedded default)', async () => {
  const plain = await createTestApp();
  let learner: Record<string, string>;
  beforeAll(async () => {
    await registerSpeakingLesson(plain);
    learner = await authHeader(plain, await createUser(plain));
  });

  it('answers 503 saying checking is not configured, and the config offers the self-check', async () => {
    const res = await checkPronunciation(plain, learner, sayFields(), toneWav());
    expect([res.statusCode, res.json()]).toEqual([503, { detail: M.notConfigured }]);
    const config = await plain.app.inject({ url: '/api/speech/config', headers: learner });
    expect(config.json()).toEqual({
      mode: 'self_check',
      provider: 'none',
      third_party: false,
      reason: 'not_configured',
      max_audio_s: 30,
      max_audio_bytes: 5 * 1024 * 1024,
      sample_rate_hz: 16_000,
    });
  });
});
