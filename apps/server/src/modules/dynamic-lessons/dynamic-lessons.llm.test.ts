import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DYNAMIC_LESSON_MESSAGES as M } from '@hadal/domain';
import { authHeader, createUser } from '@test/helpers/factories';
import { GOOD_SCRIPT, MISSPELT_SCRIPT, startFakeLlmServer, UNSAFE_SCRIPT } from '@test/helpers/fake-llm-server';
import { createTestApp } from '@test/helpers/test-app';
import { fakeTts, generate } from './dynamic-lessons.fixtures';

const llm = await startFakeLlmServer();
afterAll(() => llm.close());

const ctx = await createTestApp({
  env: { LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-llm', LLM_MODEL: 'somali-tutor', LLM_TIMEOUT_MS: '200' },
  tts: fakeTts,
});
let user: Awaited<ReturnType<typeof createUser>>;
let headers: Record<string, string>;
const usedToday = async () => (await ctx.services.aiUsage.usageOf([user.id])).get(user.id)!.todayUsage;

beforeAll(async () => {
  user = await createUser(ctx);
  headers = await authHeader(ctx, user);
});
beforeEach(() => llm.reset());

describe('an OpenAI-compatible language model (LLM_BASE_URL)', () => {
  it('asks for a JSON-schema answer pinned to the level, with the curriculum words and safety rules', async () => {
    llm.next({ script: GOOD_SCRIPT });
    const res = await generate(ctx, headers, { scenario: 'Meeting my neighbour', difficulty: 'A1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'llm', scenario: 'Meeting my neighbour', scenario_used: null });
    expect(res.json().conversation_script[1]).toMatchObject({
      type: 'learner_speaks',
      somali_text: 'Wacalaykum salaam. Iska warran?',
      audio_file: 'dyn_wacalaykum_salaam_iska_warran.wav',
    });
    const [seen] = llm.seen;
    expect(seen!.authorization).toBe('Bearer sk-llm');
    expect(seen!.body.model).toBe('somali-tutor');
    expect(seen!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    const system = seen!.body.messages![0]!.content;
    expect(system).toContain('CEFR level A1');
    expect(system).toMatch(/safe for all ages/);
    expect(system).toContain('aabbahay');
    expect(seen!.body.messages![1]!.content).toContain('Meeting my neighbour');
    expect(await usedToday()).toBe(1);
  });

  it('writes again once when the first answer is malformed, misspelt or unsafe', async () => {
    for (const bad of [{ content: 'not json at all' }, { script: MISSPELT_SCRIPT }, { script: UNSAFE_SCRIPT }]) {
      llm.reset();
      llm.next(bad, { script: GOOD_SCRIPT });
      const res = await generate(ctx, headers, { scenario: '', difficulty: 'A2' });
      expect(res.statusCode).toBe(200);
      expect(llm.seen).toHaveLength(2);
    }
  });

  it("fails with 'Failed to generate lesson' after two bad answers, a slow model or an error, and does not count it", async () => {
    const before = await usedToday();
    const cases = [
      [{ script: UNSAFE_SCRIPT }, { script: UNSAFE_SCRIPT }],
      [{ content: '{"steps": [{"type": "ai_speaks"}]}' }, { script: MISSPELT_SCRIPT }],
      [{ hangMs: 400 }, { hangMs: 400 }],
      [{ status: 500 }, { status: 429 }],
    ] as const;
    for (const answers of cases) {
      llm.reset();
      llm.next(...answers);
      const res = await generate(ctx, headers, { scenario: '', difficulty: 'B1' });
      expect([res.statusCode, res.json()]).toEqual([502, { detail: M.generateFailed }]);
      expect(llm.seen).toHaveLength(2);
    }
    expect(await usedToday()).toBe(before);
    const list = (await ctx.app.inject({ url: '/api/dynamic-lessons', headers })).json() as unknown[];
    expect(list).toHaveLength(4);
  });
});
