import type { TtsProvider } from '@/adapters/tts/tts';
import type { TestContext } from '@test/helpers/test-app';

/** A voice that answers a tiny WAV at once, so tests never start eSpeak. */
export const fakeTts: TtsProvider = {
  id: 'fake',
  synthesize: async () => Buffer.from('RIFF0000WAVEfmt '),
  close: async () => {},
};

export function generate(ctx: TestContext, headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/dynamic-lessons/generate', headers, payload });
}

export function startSession(ctx: TestContext, headers: Record<string, string>, lessonId: number) {
  return ctx.app.inject({ method: 'POST', url: `/api/dynamic-lessons/sessions/${lessonId}`, headers });
}

export function skip(ctx: TestContext, headers: Record<string, string>, sessionId: number) {
  return ctx.app.inject({ method: 'POST', url: `/api/dynamic-lessons/sessions/${sessionId}/skip`, headers });
}

const BOUNDARY = '----hadal-dyn-boundary';

/** POST .../respond as a browser sends it: audio_file named response.wav, and optional fields. */
export function respond(
  ctx: TestContext,
  headers: Record<string, string>,
  sessionId: number,
  audio?: Buffer,
  fields: Record<string, string> = {},
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (audio) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio_file"; filename="response.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      audio,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return ctx.app.inject({
    method: 'POST',
    url: `/api/dynamic-lessons/sessions/${sessionId}/respond`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat(parts),
  });
}
