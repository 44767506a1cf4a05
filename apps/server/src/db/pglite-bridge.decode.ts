/**
 * Parses the embedded database's raw answers on the main thread, as PGlite's own `query` does:
 * its `parseResults`, with the parsers drizzle's PGlite driver passes (dates, times and intervals
 * stay text) and PGlite's array parsers. The messages come from node-postgres's protocol parser
 * (`pg-protocol`, the same messages as PGlite's port of it, read straight from the buffer).
 */
import { parse, types } from '@electric-sql/pglite';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import { serializeError, type BridgeQueryResult, type RowMode } from './pglite-bridge.protocol';

type ValueParser = (value: string, typeId?: number) => unknown;
type PgliteMessages = Parameters<typeof parse.parseResults>[0];

const identity = (value: string) => value;
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** PGlite's default parsers, one for each array type of the database, then the text ones on top. */
export function resultParsers(arrayTypes: [element: number, array: number][]): Record<number, ValueParser> {
  const base: Record<number, ValueParser> = { ...(types.parsers as Record<number, ValueParser>) };
  for (const [element, array] of arrayTypes)
    base[array] = (value) => types.arrayParser(value, base[element] as types.Parser, array) as unknown;
  return { ...base, ...Object.fromEntries(TEXT_TYPES.map((t) => [t, identity])) };
}

/** An error Postgres answered, with the fields callers inspect (code, constraint…). */
export class BridgedDatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  constructor(error: ReturnType<typeof serializeError>) {
    super(error.message);
    this.name = 'DatabaseError';
    Object.assign(this, error);
  }
}

/** Rows, count and fields from one query's answer; throws the first error Postgres answered. */
export function decodeResult(
  raw: Uint8Array,
  rowMode: RowMode,
  parsers: Record<number, ValueParser>,
): BridgeQueryResult {
  const messages: BackendMessage[] = [];
  let error: BackendMessage | undefined;
  new Parser().parse(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), (message) => {
    if (error) return;
    if (message.name === 'error') error = message;
    else messages.push(message);
  });
  if (error) throw new BridgedDatabaseError(serializeError(error));
  const [result] = parse.parseResults(messages as unknown as PgliteMessages, parsers, { rowMode });
  return {
    rows: result?.rows ?? [],
    affectedRows: result?.affectedRows ?? 0,
    fields: result?.fields ?? [],
  };
}
