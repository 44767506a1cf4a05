/** What the embedded database's thread (pglite-server.ts) is started with and answers. */
export interface EmbeddedServerData {
  /** undefined: in memory (tests). */
  dataDir?: string;
  /** The Unix socket it serves on, in a directory only this user can enter. */
  socketPath: string;
  /** postgresql.conf lines (memory settings). */
  postgresqlConf: string[];
}

export type EmbeddedServerReply = { ready: true } | { failed: string } | { closed: true };
