import { PRONUNCIATION_UPLOAD_FILENAME } from '@hadal/domain';
import FormData from 'form-data';
import { speechHttp, type SpeechAnswer, type SpeechRequest } from './speech-http';
/**
 * Speech recognition for pronunciation practice: a WAV recording in, the words heard out. Every
 * provider speaks its own HTTP protocol; each call has a timeout and is retried once when the
 * provider is unreachable, too slow, busy (429) or failing (5xx).
 */
export interface SpeechRecognizer {
  /** The configured provider (SPEECH_PROVIDER). */
  readonly provider: 'openai' | 'whisper-cpp' | 'azure';
  /**
   * True unless the operator declared the provider their own (SPEECH_PROVIDER_LOCAL): a child's
   * recordings go to a third party only when the parent allowed it.
   */
  readonly thirdParty: boolean;
  /** The Somali text heard in a WAV recording ('' when nothing was recognised). */
  transcribe(wav: Uint8Array): Promise<string>;
}

export class SpeechError extends Error {}

export const SPEECH_DEFAULT_TIMEOUT_MS = 20_000;
/** Tries per call: the first and one retry. */
export const SPEECH_ATTEMPTS = 2;

/** Whether a failed answer is worth one more try. */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * A request with a per-attempt timeout and one retry on a network error, a timeout, 429 or 5xx.
 * `init` is a factory: a multipart body is built afresh for each attempt.
 */
export async function fetchWithRetry(
  name: string,
  url: string,
  init: () => SpeechRequest,
  timeoutMs: number,
): Promise<SpeechAnswer> {
  let last = '';
  for (let attempt = 1; attempt <= SPEECH_ATTEMPTS; attempt += 1) {
    try {
      const res = await speechHttp(url, init(), timeoutMs);
      if (res.ok) return res;
      last = `${name} answered ${res.status}`;
      if (!retryable(res.status)) break;
    } catch (e) {
      const err = e as Error;
      last =
        err.name === 'TimeoutError'
          ? `${name} did not answer within ${timeoutMs} ms`
          : `${name} is unreachable: ${err.message}`;
    }
  }
  throw new SpeechError(last);
}

/**
 * A multipart transcription request as OpenAI-style servers take it: the recording as `file`
 * (response.wav, audio/wav), then `fields`, with the bearer key when one is configured.
 */
export function transcriptionRequest(
  wav: Uint8Array,
  fields: Record<string, string>,
  apiKey: string | undefined,
): SpeechRequest {
  const form = new FormData();
  const audio = Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength);
  form.append('file', audio, { filename: PRONUNCIATION_UPLOAD_FILENAME, contentType: 'audio/wav' });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The whole body as one buffer, written at once (a web FormData streams its Blob on every call).
  return { method: 'POST', headers: { ...form.getHeaders(), ...bearer(apiKey) }, body: form.getBuffer() };
}

/** Reads `{ text }` from a JSON answer; anything else is a provider error. */
export async function textField(name: string, res: SpeechAnswer): Promise<string> {
  const body = (await res.json().catch(() => null)) as { text?: unknown } | null;
  if (!body || typeof body.text !== 'string') throw new SpeechError(`${name} answered without a text`);
  return body.text.trim();
}

/** `Authorization: Bearer <key>` when a key is configured. */
export function bearer(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}
