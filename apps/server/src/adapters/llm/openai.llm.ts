import { CEFR_LEVELS, SCRIPT_MAX_STEPS, SCRIPT_MIN_STEPS } from '@hadal/domain';
import { LlmError, type ScriptRequest, type ScriptWriter } from './llm';

export interface OpenAiLlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const STEP_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'somali_text', 'english_text', 'roleplay_context', 'guidance'],
  properties: {
    type: { type: 'string', enum: ['ai_speaks', 'learner_speaks'] },
    somali_text: { type: 'string' },
    english_text: { type: 'string' },
    roleplay_context: { type: 'string' },
    guidance: { type: 'string' },
  },
};

/** The JSON schema the model must answer with (response_format json_schema, strict). */
export const SCRIPT_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'conversation_script',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'steps'],
      properties: {
        title: { type: 'string' },
        steps: { type: 'array', minItems: SCRIPT_MIN_STEPS, maxItems: SCRIPT_MAX_STEPS, items: STEP_SCHEMA },
      },
    },
  },
} as const;

const VOCABULARY_IN_PROMPT = 400;

/** The prompt: the CEFR level pinned, the curriculum's words for it, safe for all ages. */
export function scriptMessages(request: ScriptRequest) {
  const level = request.difficulty;
  const below = CEFR_LEVELS.slice(0, CEFR_LEVELS.indexOf(level) + 1).join(', ');
  const system = [
    'You write short Somali role-play conversations for English-speaking learners of Somali.',
    `Write at CEFR level ${level} exactly: short sentences a ${level} learner can say.`,
    `Use standard Somali orthography (Latin script) and prefer these words from the course (levels ${below}): ${request.vocabulary.slice(0, VOCABULARY_IN_PROMPT).join(', ')}.`,
    'Keep every line safe for all ages, children included: no violence, weapons, drugs, alcohol, sex, insults, politics or religion beyond everyday greetings and holidays.',
    `Answer with ${SCRIPT_MIN_STEPS} to ${SCRIPT_MAX_STEPS} steps that alternate, starting with "ai_speaks" (the other person) and ending with "learner_speaks" (what the learner should say).`,
    'Each step: somali_text, its english_text, roleplay_context (the situation, in English) and guidance (what to say, in English).',
  ].join('\n');
  const user = request.scenario.trim()
    ? `Scenario: ${request.scenario.trim()}`
    : `Choose an everyday scenario suitable for level ${level}.`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** OpenAI-compatible chat completions (OpenAI, Ollama, vLLM, llama.cpp server). */
export function createOpenAiWriter(options: OpenAiLlmOptions): ScriptWriter {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    source: 'llm',
    async write(request) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages: scriptMessages(request),
            response_format: SCRIPT_RESPONSE_FORMAT,
            temperature: 0.7,
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (e) {
        const err = e as Error;
        throw new LlmError(
          err.name === 'TimeoutError'
            ? `the model did not answer within ${options.timeoutMs} ms`
            : `the model is unreachable: ${err.message}`,
        );
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new LlmError(`the model answered ${res.status}`);
      }
      const body = (await res.json().catch(() => null)) as { choices?: { message?: { content?: unknown } }[] } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new LlmError('the model answered without a message');
      let parsed: { title?: unknown; steps?: unknown };
      try {
        parsed = JSON.parse(content) as typeof parsed;
      } catch {
        throw new LlmError('the model answered something that is not JSON');
      }
      const title = typeof parsed.title === 'string' && parsed.title.trim() ? parsed.title.trim().slice(0, 120) : '';
      return {
        steps: parsed.steps,
        title: request.scenario.trim() || title || 'Conversation',
        scenarioUsed: null,
        level: null,
      };
    },
  };
}
