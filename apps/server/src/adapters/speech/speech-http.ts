import { Agent, request } from 'undici';

/** A request to a speech provider: a recording of a few seconds, whole or in a multipart form. */
export interface SpeechRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: Uint8Array;
}

/** A provider's answer, read whole. */
export interface SpeechAnswer {
  ok: boolean;
  status: number;
  /** The body as JSON; rejects when it is not. */
  json(): Promise<unknown>;
}

// Connections to the providers are kept open and reused between recordings (keep-alive).
const dispatcher = new Agent({ keepAliveTimeout: 10_000 });

/**
 * One HTTP request with its answer read whole, failing with a TimeoutError when the whole exchange
 * takes longer than `timeoutMs`. undici's `request` on a kept-alive pool: a call costs a fraction of
 * what fetch does (no web streams for the answer, no per-call body machinery).
 */
export async function speechHttp(url: string, init: SpeechRequest, timeoutMs: number): Promise<SpeechAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const res = await request(url, { method: init.method, headers: init.headers, body: init.body, dispatcher, signal });
  const status = res.statusCode;
  const ok = status >= 200 && status < 300;
  if (!ok) {
    // An unread body keeps the connection busy: drop it, so the connection is reused.
    await res.body.dump();
    return { ok, status, json: () => Promise.reject(new Error(`answered ${status}`)) };
  }
  const text = await res.body.text();
  return { ok, status, json: async () => JSON.parse(text) as unknown };
}
