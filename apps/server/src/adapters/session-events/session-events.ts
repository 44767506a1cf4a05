/** Ended sessions, told to every server process so none keeps accepting their access tokens. */
export interface SessionEvents {
  kind: 'memory' | 'redis';
  /** Tells this process at once, and every other process as soon as the message arrives. */
  publishEnded(sessionIds: string[]): void;
  onEnded(listener: (sessionIds: string[]) => void): void;
  /** Resolves once this process hears the others. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One process: listeners are told synchronously, before the ending request answers. */
export function createMemorySessionEvents(): SessionEvents {
  const listeners: ((ids: string[]) => void)[] = [];
  return {
    kind: 'memory',
    publishEnded(ids) {
      for (const listener of listeners) listener(ids);
    },
    onEnded(listener) {
      listeners.push(listener);
    },
    async ready() {},
    async close() {},
  };
}
