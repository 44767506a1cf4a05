import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary';

/** One past the default body limit (BODY_LIMIT_BYTES): every call must refuse it with a 4xx. */
export const OVERSIZED = Buffer.alloc(1_048_577, 0x61);

export type MultipartPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; type: string; bytes: Uint8Array };

/**
 * Generated multipart bodies for an operation that takes one: its declared fields with odd values,
 * unknown fields, files of any type and size up to a few KB (a WAV header or not), missing parts,
 * repeated parts.
 */
export function multipartFor(schema: JsonSchema) {
  const declared = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
  const name = fc.oneof(fc.constantFrom(...(declared.length ? declared : ['file'])), fc.string({ maxLength: 20 }));
  const wavHeader = Uint8Array.from(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'));
  const file = fc.record({
    kind: fc.constant('file' as const),
    name,
    filename: fc.oneof(fc.constantFrom('a.wav', 'a.webm', 'x.exe', ''), fc.string({ maxLength: 30 })),
    type: fc.constantFrom(
      'audio/wav',
      'audio/webm',
      'audio/mpeg',
      'application/octet-stream',
      'text/plain',
      'image/png',
    ),
    bytes: fc.oneof(fc.uint8Array({ maxLength: 4096 }), fc.constant(wavHeader)),
  });
  const field = fc.record({ kind: fc.constant('field' as const), name, value: fc.string({ maxLength: 200 }) });
  return fc
    .array(fc.oneof(file, field), { maxLength: 5 })
    .map((v) => ({ kind: 'multipart' as const, v: v as MultipartPart[] }));
}

/** Encodes parts as a multipart/form-data body, as a browser's FormData would. */
export async function encodeMultipart(parts: MultipartPart[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const p of parts) {
    if (p.kind === 'field') form.append(p.name, p.value);
    else form.append(p.name, new Blob([p.bytes], { type: p.type }), p.filename);
  }
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** Header values a client can actually send (no control characters or non-Latin-1 text). */
export function printable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '')]),
  );
}
