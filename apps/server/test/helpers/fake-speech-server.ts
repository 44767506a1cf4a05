import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';

/** One request a fake speech provider received. */
export interface SeenSpeechRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Multipart text fields (OpenAI, whisper.cpp). */
  fields: Record<string, string>;
  /** The audio: the multipart file part, or the raw body (Azure). */
  audio: Buffer | null;
  fileName: string | null;
  fileType: string | null;
}

/** What the fake answers next: a text, an HTTP error, silence for `delayMs`, or a malformed body. */
export type FakeAnswer = { text: string } | { status: number; body?: unknown } | { hangMs: number } | { garbage: true };

/**
 * A local stand-in for the three speech-recognition protocols on 127.0.0.1: OpenAI-compatible
 * POST /v1/audio/transcriptions, whisper.cpp POST /inference (both multipart) and Azure Speech
 * POST /speech/recognition/conversation/cognitiveservices/v1 (raw WAV). It checks what the real
 * services check (auth header, fields, content type) and answers what `next` says.
 */
export async function startFakeSpeechServer(options: { apiKey?: string; azureKey?: string } = {}) {
  const seen: SeenSpeechRequest[] = [];
  const queue: FakeAnswer[] = [];
  let fallback: FakeAnswer = { text: '' };
  const app = Fastify({ bodyLimit: 10 * 1024 * 1024, forceCloseConnections: true });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024 } });
  app.addContentTypeParser(/^audio\/wav/, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  async function answer(reply: FastifyReply, azure: boolean) {
    const next = queue.shift() ?? fallback;
    if ('hangMs' in next) {
      await new Promise((r) => setTimeout(r, next.hangMs));
      return reply.code(200).send(azure ? { RecognitionStatus: 'Success', DisplayText: 'late' } : { text: 'late' });
    }
    if ('garbage' in next) return reply.code(200).type('text/html').send('<html>proxy error</html>');
    if ('status' in next) return reply.code(next.status).send(next.body ?? { error: { message: 'failed' } });
    return reply.send(
      azure ? { RecognitionStatus: 'Success', DisplayText: next.text, Offset: 0, Duration: 1 } : { text: next.text },
    );
  }

  async function multipartHandler(request: FastifyRequest, reply: FastifyReply) {
    const entry: SeenSpeechRequest = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      fields: {},
      audio: null,
      fileName: null,
      fileType: null,
    };
    seen.push(entry);
    if (!request.isMultipart()) return reply.code(400).send({ error: { message: 'multipart required' } });
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        entry.audio = await part.toBuffer();
        entry.fileName = part.filename;
        entry.fileType = part.mimetype;
      } else entry.fields[part.fieldname] = String(part.value);
    }
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return reply.code(401).send({ error: { message: 'Incorrect API key provided' } });
    }
    if (!entry.audio) return reply.code(400).send({ error: { message: 'file is required' } });
    return answer(reply, false);
  }

  app.post('/v1/audio/transcriptions', multipartHandler);
  app.post('/inference', multipartHandler);
  app.post('/speech/recognition/conversation/cognitiveservices/v1', async (request, reply) => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      fields: {},
      audio: request.body as Buffer,
      fileName: null,
      fileType: request.headers['content-type'] ?? null,
    });
    if (request.headers['ocp-apim-subscription-key'] !== (options.azureKey ?? 'azure-key'))
      return reply.code(401).send();
    return answer(reply, true);
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    seen,
    /** Answers for the next requests, in order; then `always`. */
    next(...answers: FakeAnswer[]) {
      queue.push(...answers);
    },
    always(a: FakeAnswer) {
      fallback = a;
    },
    reset() {
      seen.length = 0;
      queue.length = 0;
      fallback = { text: '' };
    },
    close: () => app.close(),
  };
}
export type FakeSpeechServer = Awaited<ReturnType<typeof startFakeSpeechServer>>;
