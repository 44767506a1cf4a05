import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRONUNCIATION_MESSAGES as M } from '@hadal/domain';
import { authHeader } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { startFakeSpeechServer } from '@test/helpers/fake-speech-server';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { checkPronunciation, registerSpeakingLesson, sayFields, toneWav } from './pronunciation.fixtures';

const fake = await startFakeSpeechServer();
fake.always({ text: 'Waxaan cunaa bariis.' });
afterAll(() => fake.close());

async function appWith(local: boolean): Promise<TestContext> {
  const ctx = await createTestApp({
    env: { SPEECH_PROVIDER: 'openai', SPEECH_API_URL: fake.url, SPEECH_PROVIDER_LOCAL: String(local) },
  });
  await registerSpeakingLesson(ctx);
  return ctx;
}

const configOf = async (ctx: TestContext, headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/speech/config', headers })).json() as { mode: string; reason: string | null };

describe("children's recordings and a third-party provider", async () => {
  const ctx = await appWith(false);
  let parent: Awaited<ReturnType<typeof createParent>>;
  beforeAll(async () => {
    parent = await createParent(ctx);
  });

  it('refuses a child whose parent has not allowed it (403), and offers the child the self-check', async () => {
    const child = await createChildOf(ctx, parent.user);
    const headers = await authHeader(ctx, child);
    const before = fake.seen.length;
    const res = await checkPronunciation(ctx, headers, sayFields(), toneWav());
    expect([res.statusCode, res.json()]).toEqual([403, { detail: M.childConsentRequired }]);
    expect(fake.seen.length).toBe(before);
    expect(await configOf(ctx, headers)).toMatchObject({ mode: 'self_check', reason: 'child_consent_required' });
  });

  it('refuses a parent viewing as that child too', async () => {
    const child = await createChildOf(ctx, parent.user);
    const view = await childViewSession(ctx, parent.headers, child.id);
    const res = await checkPronunciation(ctx, view.headers, sayFields(), toneWav());
    expect(res.statusCode).toBe(403);
  });

  it('checks the recordings of a child once the parent turned the setting on, and stops when it is off', async () => {
    const child = await createChildOf(ctx, parent.user);
    const headers = await authHeader(ctx, child);
    const put = (allowed: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/children/${child.id}`,
        headers: parent.headers,
        payload: { third_party_speech_allowed: allowed },
      });
    expect((await put(true)).json()).toMatchObject({ third_party_speech_allowed: true });
    expect(await configOf(ctx, headers)).toMatchObject({ mode: 'recognizer', reason: null });
    expect((await checkPronunciation(ctx, headers, sayFields(), toneWav())).json()).toMatchObject({
      feedback: 'match',
    });
    await put(false);
    expect((await checkPronunciation(ctx, headers, sayFields(), toneWav())).statusCode).toBe(403);
  });

  it("lets no other parent turn the setting on for someone else's child", async () => {
    const child = await createChildOf(ctx, parent.user);
    const other = await createParent(ctx);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/children/${child.id}`,
      headers: other.headers,
      payload: { third_party_speech_allowed: true },
    });
    expect(res.statusCode).toBe(404);
    const own = await ctx.app.inject({ url: `/api/children/${child.id}`, headers: parent.headers });
    expect(own.json()).toMatchObject({ third_party_speech_allowed: false });
  });

  it('is off for a new child unless the parent turns it on when creating the profile', async () => {
    const create = (extra: Record<string, unknown>, username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/children',
        headers: parent.headers,
        payload: { name: 'Hodan', username, password: 'Strong-pass1!', ...extra },
      });
    expect((await create({}, 'hodan-speech-1')).json()).toMatchObject({ third_party_speech_allowed: false });
    expect((await create({ third_party_speech_allowed: true }, 'hodan-speech-2')).json()).toMatchObject({
      third_party_speech_allowed: true,
    });
  });

  it('does not concern adult learners', async () => {
    expect((await checkPronunciation(ctx, parent.headers, sayFields(), toneWav())).statusCode).toBe(200);
  });
});

describe('a provider the operator declared their own (SPEECH_PROVIDER_LOCAL)', async () => {
  const ctx = await appWith(true);

  it("checks a child's recordings without the third-party setting", async () => {
    const parent = await createParent(ctx);
    const headers = await authHeader(ctx, await createChildOf(ctx, parent.user));
    expect(await configOf(ctx, headers)).toMatchObject({ mode: 'recognizer', reason: null });
    const res = await checkPronunciation(ctx, headers, sayFields(), toneWav());
    expect(res.json()).toMatchObject({ feedback: 'match' });
  });
});
