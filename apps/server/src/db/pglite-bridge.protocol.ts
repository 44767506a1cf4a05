/** The messages between the main thread and the embedded database's thread (pglite-worker.ts). */
export type RowMode = 'array' | 'object';

export type BridgeRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx?: number }
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

export interface BridgeQueryResult {
  rows: unknown[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export type BridgeReply =
  | { id: number; ok: true; result: BridgeQueryResult | { tx: number } | null }
  | { id: number; ok: false; error: SerializedDbError };
