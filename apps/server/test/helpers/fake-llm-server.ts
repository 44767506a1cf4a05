import Fastify from 'fastify';

/** What the fake model answers next: a script, raw message content, an HTTP error, or silence. */
export type FakeLlmAnswer =
  { script: { title: string; steps: unknown[] } } | { content: string } | { status: number } | { hangMs: number };

export interface SeenLlmRequest {
  authorization?: string;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
  };
}

/** A local OpenAI-compatible chat-completions server on 127.0.0.1 (POST /v1/chat/completions). */
export async function startFakeLlmServer() {
  const seen: SeenLlmRequest[] = [];
  const queue: FakeLlmAnswer[] = [];
  const app = Fastify({ forceCloseConnections: true });
  app.post('/v1/chat/completions', async (request, reply) => {
    seen.push({ authorization: request.headers.authorization, body: request.body as SeenLlmRequest['body'] });
    const next = queue.shift() ?? { status: 500 };
    if ('hangMs' in next) {
      await new Promise((r) => setTimeout(r, next.hangMs));
      return reply.code(200).send({ choices: [] });
    }
    if ('status' in next) return reply.code(next.status).send({ error: { message: 'failed' } });
    const content = 'content' in next ? next.content : JSON.stringify(next.script);
    return {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/v1`,
    seen,
    next: (...answers: FakeLlmAnswer[]) => queue.push(...answers),
    reset: () => {
      seen.length = 0;
      queue.length = 0;
    },
    close: () => app.close(),
  };
}

const step = (type: string, somali_text: string, english_text: string) => ({
  type,
  somali_text,
  english_text,
  roleplay_context: 'You meet your neighbour outside your home.',
  guidance: `Say: ${english_text}`,
});

/** A script every check accepts (lines of the curriculum). */
export const GOOD_SCRIPT = {
  title: 'Meeting a neighbour',
  steps: [
    step('ai_speaks', 'Assalaamu calaykum, Hodan.', 'Peace be upon you, Hodan.'),
    step('learner_speaks', 'Wacalaykum salaam. Iska warran?', 'And upon you be peace. How are you?'),
    step('ai_speaks', 'Waan fiicanahay, adiguna?', "I'm fine, and you?"),
    step('learner_speaks', 'Waan fiicanahay, mahadsanid.', "I'm fine, thank you."),
  ],
};

/** Right shape and Somali, but English no lesson for all ages should carry. */
export const UNSAFE_SCRIPT = {
  title: 'Trouble',
  steps: GOOD_SCRIPT.steps.map((s, i) => (i === 2 ? { ...s, english_text: 'I have a gun and I will kill you' } : s)),
};

/** Invented Somali words: the linter refuses them. */
export const MISSPELT_SCRIPT = {
  title: 'Nonsense',
  steps: GOOD_SCRIPT.steps.map((s, i) => (i === 1 ? { ...s, somali_text: 'Blorptaa zzqa?' } : s)),
};
