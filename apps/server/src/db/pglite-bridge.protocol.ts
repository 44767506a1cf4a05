/** The messages between the main thread and the embedded database's thread (pglite-worker.ts). */
export type RowMode = 'array' | 'object';

export type BridgeRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'migrate' }
  | { id: number; op: 'close' };

export interface SerializedDbError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

/** The fields callers inspect, copied from a database error (PGlite's or one Postgres answered). */
export function serializeError(e: unknown): SerializedDbError {
  const err = (e ?? {}) as Record<string, unknown>;
  const out: SerializedDbError = { message: String(err.message ?? e) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity'] as const) {
    if (typeof err[key] === 'string') out[key] = err[key];
  }
  return out;
}

export interface BridgeQueryResult {
  rows: unknown[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

/**
 * A query's answer is Postgres's own wire-protocol bytes (`raw`, its buffer transferred, not
 * copied), parsed into rows on the main thread; the database thread only runs Postgres.
 */
export type BridgeReply =
  | { id: number; ok: true; raw: Uint8Array }
  | { id: number; ok: true; result: { tx: number } | null }
  | { id: number; ok: false; error: SerializedDbError };

/** Sent once the database is open: each array type with its element type, for the row parsers. */
export interface BridgeReady {
  ready: true;
  arrayTypes: [element: number, array: number][];
}
