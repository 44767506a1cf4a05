/**
 * What every server process must hear at once so none keeps trusting what it cached: sessions
 * that ended (their access tokens stop working) and accounts that changed (the access-token
 * check reads them again).
 */
export interface SessionEvents {
  kind: 'memory' | 'redis';
  /** Tells this process at once, and every other process as soon as the message arrives. */
  publishEnded(sessionIds: string[]): void;
  onEnded(listener: (sessionIds: string[]) => void): void;
  /** Accounts whose row changed (or went): tells this process at once, the others on arrival. */
  publishAccountsChanged(userIds: number[]): void;
  onAccountsChanged(listener: (userIds: number[]) => void): void;
  /** Resolves once this process hears the others. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One process: listeners are told synchronously, before the request that caused it answers. */
export function createMemorySessionEvents(): SessionEvents {
  const ended: ((ids: string[]) => void)[] = [];
  const changed: ((ids: number[]) => void)[] = [];
  return {
    kind: 'memory',
    publishEnded(ids) {
      for (const listener of ended) listener(ids);
    },
    onEnded(listener) {
      ended.push(listener);
    },
    publishAccountsChanged(ids) {
      for (const listener of changed) listener(ids);
    },
    onAccountsChanged(listener) {
      changed.push(listener);
    },
    async ready() {},
    async close() {},
  };
}
