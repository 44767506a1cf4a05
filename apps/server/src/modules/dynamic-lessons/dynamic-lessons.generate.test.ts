import { beforeAll, describe, expect, it } from 'vitest';
import { conversationScriptSchema, dynamicLessonSchema } from '@hadal/domain';
import { AI_LIMIT_REACHED_MESSAGE } from '@/modules/ai-usage';
import { authHeader, createUser } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp } from '@test/helpers/test-app';
import { fakeTts, generate } from './dynamic-lessons.fixtures';

const ctx = await createTestApp({ env: { AI_DAILY_LIMIT: '3' }, tts: fakeTts });
let headers: Record<string, string>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  learner = await createUser(ctx);
  headers = await authHeader(ctx, learner);
});

describe('POST /api/dynamic-lessons/generate with the built-in composer', () => {
  it('writes an alternating script with dyn_ audio from a bank scenario, labelled as built in', async () => {
    const res = await generate(ctx, headers, { scenario: '', difficulty: 'A2' });
    expect(res.statusCode).toBe(200);
    const lesson = dynamicLessonSchema.parse(res.json());
    expect(lesson).toMatchObject({ difficulty: 'A2', source: 'built_in' });
    expect(lesson.scenario_used).toMatch(/\((A1|A2|B1)\)$/);
    conversationScriptSchema.parse(lesson.conversation_script);
    expect(lesson.conversation_script[0]!.type).toBe('ai_speaks');
    expect(lesson.conversation_script[1]!.type).toBe('learner_speaks');
    for (const step of lesson.conversation_script) {
      expect(step.audio_file).toMatch(/^dyn_[a-z0-9_]+\.wav$/);
      expect(step.somali_text).not.toMatch(/[{}]/);
    }
    // The audio of every line is served through the TTS adapter.
    const audio = await ctx.app.inject({ url: `/audio/${lesson.conversation_script[0]!.audio_file}` });
    expect(audio.statusCode).toBe(200);
  });

  it("matches a custom scenario to the closest bank scenario by keywords, and takes that scenario's title and level", async () => {
    const res = await generate(ctx, headers, { scenario: 'Buying bananas at the market', difficulty: 'B2' });
    expect(res.json()).toMatchObject({
      scenario: 'At the market',
      scenario_used: 'At the market (A1)',
      difficulty: 'A1',
    });
  });

  it('lists the learner’s lessons newest first and counts them for the admin analytics', async () => {
    ctx.clock.advance(1000);
    const res = await generate(ctx, headers, { scenario: 'a phone call', difficulty: 'A2' });
    const list = (await ctx.app.inject({ url: '/api/dynamic-lessons', headers })).json() as { id: number }[];
    expect(list).toHaveLength(3);
    expect(list[0]!.id).toBe(res.json().id);
    expect(await ctx.services.dynamicLessons.created()).toBe(3);
    const other = await authHeader(ctx, await createUser(ctx));
    expect((await ctx.app.inject({ url: '/api/dynamic-lessons', headers: other })).json()).toEqual([]);
  });

  it('answers 429 past the daily limit, saying when it resets, and counts again the next UTC day', async () => {
    const res = await generate(ctx, headers, { scenario: '', difficulty: 'A1' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: AI_LIMIT_REACHED_MESSAGE });
    expect(AI_LIMIT_REACHED_MESSAGE).toMatch(/midnight UTC/);
    // 12:00:01 UTC: 12 hours to midnight.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(11 * 3600);
    ctx.clock.advance(13 * 3600 * 1000);
    // A new access token: the old one lived 15 minutes.
    headers = await authHeader(ctx, learner);
    expect((await generate(ctx, headers, { scenario: '', difficulty: 'A1' })).statusCode).toBe(200);
  });

  it('refuses a bad difficulty or scenario with 4xx and a detail', async () => {
    for (const payload of [
      { difficulty: 'D1' },
      { scenario: 'x'.repeat(301), difficulty: 'A1' },
      { scenario: 'a\u0000', difficulty: 'A1' },
    ]) {
      const res = await generate(ctx, headers, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('children', () => {
  it('refuses child accounts and a parent viewing as a child with 403 Access denied', async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    const view = await childViewSession(ctx, parent.headers, child.id);
    for (const h of [await authHeader(ctx, child), view.headers]) {
      for (const res of [
        await generate(ctx, h, { scenario: '', difficulty: 'A1' }),
        await ctx.app.inject({ url: '/api/dynamic-lessons', headers: h }),
        await ctx.app.inject({ method: 'POST', url: '/api/dynamic-lessons/sessions/1', headers: h }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toMatch(/^Access denied/);
      }
    }
  });
});
