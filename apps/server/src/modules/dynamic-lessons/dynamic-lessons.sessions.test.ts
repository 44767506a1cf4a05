import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DYNAMIC_LESSON_MESSAGES as M, lessonSessionSchema, PRONUNCIATION_MESSAGES as PM } from '@hadal/domain';
import { authHeader, createUser } from '@test/helpers/factories';
import { startFakeSpeechServer } from '@test/helpers/fake-speech-server';
import { GOOD_SCRIPT, startFakeLlmServer } from '@test/helpers/fake-llm-server';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { toneWav } from '@/modules/pronunciation/pronunciation.fixtures';
import { fakeTts, generate, respond, skip, startSession } from './dynamic-lessons.fixtures';

const llm = await startFakeLlmServer();
const asr = await startFakeSpeechServer();
afterAll(async () => {
  await llm.close();
  await asr.close();
});

/** An app whose model always writes GOOD_SCRIPT (4 steps), with or without a speech recogniser. */
async function appWith(speech: boolean): Promise<TestContext> {
  return createTestApp({
    env: {
      LLM_BASE_URL: llm.url,
      ...(speech ? { SPEECH_PROVIDER: 'openai', SPEECH_API_URL: asr.url } : {}),
    },
    tts: fakeTts,
  });
}

async function newSession(ctx: TestContext, headers: Record<string, string>) {
  llm.next({ script: GOOD_SCRIPT });
  const lesson = (await generate(ctx, headers, { scenario: 'neighbours', difficulty: 'A1' })).json() as { id: number };
  const res = await startSession(ctx, headers, lesson.id);
  expect(res.statusCode).toBe(200);
  return lessonSessionSchema.parse(res.json());
}

const ctx = await appWith(true);
let headers: Record<string, string>;
beforeAll(async () => {
  headers = await authHeader(ctx, await createUser(ctx));
});
beforeEach(() => asr.reset());

describe('lesson sessions with a speech recogniser', () => {
  it('starts at step 0 with its lesson, and resumes the same unfinished session', async () => {
    const session = await newSession(ctx, headers);
    expect(session).toMatchObject({ current_step: 0, total_steps: 4, completed: false, conversation_history: [] });
    expect(session.current_step_data?.type).toBe('ai_speaks');
    const again = (await startSession(ctx, headers, session.lesson_id)).json();
    expect(again.id).toBe(session.id);
  });

  it('scores a spoken answer: correct moves two steps on, a wrong one stays; history newest first', async () => {
    const session = await newSession(ctx, headers);
    asr.next({ text: 'Subax wanaagsan' });
    const wrong = await respond(ctx, headers, session.id, toneWav());
    expect(wrong.json()).toMatchObject({
      feedback_type: 'incorrect',
      next_step: false,
      expected_text: 'Wacalaykum salaam. Iska warran?',
      recognized_text: 'Subax wanaagsan',
      completed: false,
    });
    asr.next({ text: 'wacalaykum salaam iska warran' });
    const right = await respond(ctx, headers, session.id, toneWav());
    expect(right.json()).toMatchObject({ feedback_type: 'correct', next_step: true, completed: false });
    expect(asr.seen[0]!.fields.language).toBe('so');
    const now = lessonSessionSchema.parse(
      (await ctx.app.inject({ url: `/api/dynamic-lessons/sessions/${session.id}`, headers })).json(),
    );
    expect(now.current_step).toBe(2);
    expect(now.conversation_history.map((h) => h.feedback)).toEqual(['correct', 'incorrect']);
    expect(now.conversation_history[0]).toMatchObject({
      step: 0,
      user_response: 'wacalaykum salaam iska warran',
      expected_response: 'Wacalaykum salaam. Iska warran?',
      expected_audio: 'dyn_wacalaykum_salaam_iska_warran.wav',
    });
  });

  it('records wrong answers sent at once, each in the history; only the first answer that moves on does', async () => {
    const session = await newSession(ctx, headers);
    asr.always({ text: 'Subax wanaagsan' });
    const wrong = await Promise.all([1, 2, 3].map(() => respond(ctx, headers, session.id, toneWav())));
    expect(wrong.map((r) => [r.statusCode, r.json().feedback_type])).toEqual([
      [200, 'incorrect'],
      [200, 'incorrect'],
      [200, 'incorrect'],
    ]);
    asr.always({ text: 'wacalaykum salaam iska warran' });
    const right = await Promise.all([1, 2].map(() => respond(ctx, headers, session.id, toneWav())));
    expect(right.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const now = lessonSessionSchema.parse(
      (await ctx.app.inject({ url: `/api/dynamic-lessons/sessions/${session.id}`, headers })).json(),
    );
    expect(now.current_step).toBe(2);
    expect(now.conversation_history.map((h) => h.feedback)).toEqual(['correct', 'incorrect', 'incorrect', 'incorrect']);
  });

  it("skips two steps with the response 'Skipped' and completes at the script's end", async () => {
    const session = await newSession(ctx, headers);
    const first = (await skip(ctx, headers, session.id)).json();
    expect(first).toMatchObject({ feedback_type: 'skip', next_step: true, completed: false });
    const second = (await skip(ctx, headers, session.id)).json();
    expect(second).toMatchObject({ feedback_type: 'skip', completed: true });
    const done = lessonSessionSchema.parse(
      (await ctx.app.inject({ url: `/api/dynamic-lessons/sessions/${session.id}`, headers })).json(),
    );
    expect(done).toMatchObject({ current_step: 4, completed: true, current_step_data: null });
    expect(done.conversation_history.map((h) => [h.step, h.user_response])).toEqual([
      [2, M.skipped],
      [0, M.skipped],
    ]);
    const after = await skip(ctx, headers, session.id);
    expect([after.statusCode, after.json()]).toEqual([409, { detail: M.sessionCompleted }]);
    // A completed lesson starts afresh.
    expect((await startSession(ctx, headers, session.lesson_id)).json()).toMatchObject({ current_step: 0 });
  });

  it('refuses a missing or non-WAV recording before transcribing, and a failing recogniser with 502', async () => {
    const session = await newSession(ctx, headers);
    expect((await respond(ctx, headers, session.id)).statusCode).toBe(400);
    expect((await respond(ctx, headers, session.id, Buffer.from('ID3 an mp3'))).statusCode).toBe(415);
    expect(asr.seen).toEqual([]);
    asr.always({ status: 500 });
    const res = await respond(ctx, headers, session.id, toneWav());
    expect([res.statusCode, res.json()]).toEqual([502, { detail: PM.checkFailed }]);
    asr.reset();
  });

  it("never reaches another learner's lesson or session (404)", async () => {
    const session = await newSession(ctx, headers);
    const other = await authHeader(ctx, await createUser(ctx));
    const answers = [
      await startSession(ctx, other, session.lesson_id),
      await ctx.app.inject({ url: `/api/dynamic-lessons/sessions/${session.id}`, headers: other }),
      await skip(ctx, other, session.id),
      await respond(ctx, other, session.id, toneWav()),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers[0]!.json()).toEqual({ detail: M.lessonNotFound });
    expect(asr.seen).toEqual([]);
  });
});

describe('without a speech recogniser: the self-check', async () => {
  const plain = await appWith(false);
  it('answers 503 to a bare recording, and records sounds_right (close, on) and try_again (incorrect, stay)', async () => {
    const h = await authHeader(plain, await createUser(plain));
    const session = await newSession(plain, h);
    const bare = await respond(plain, h, session.id, toneWav());
    expect([bare.statusCode, bare.json()]).toEqual([503, { detail: PM.notConfigured }]);
    const again = (await respond(plain, h, session.id, undefined, { self_check: 'try_again' })).json();
    expect(again).toMatchObject({ feedback_type: 'incorrect', next_step: false });
    const right = (await respond(plain, h, session.id, toneWav(), { self_check: 'sounds_right' })).json();
    expect(right).toMatchObject({ feedback_type: 'close', next_step: true });
    const bad = await respond(plain, h, session.id, undefined, { self_check: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });
});
