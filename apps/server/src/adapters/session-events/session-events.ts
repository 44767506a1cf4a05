/**
 * What every server process must hear at once so none keeps trusting what it cached: sessions
 * that ended (their access tokens stop working), accounts that changed (the access-token check
 * and the admin user list read them again), learners whose progress or review cards changed
 * (their cached answers, lib/learner-cache.ts, are read again) and support tickets that changed
 * (the support inbox is read again).
 */
export interface SessionEvents {
  kind: 'memory' | 'redis';
  /** Tells this process at once, and every other process as soon as the message arrives. */
  publishEnded(sessionIds: string[]): void;
  onEnded(listener: (sessionIds: string[]) => void): void;
  /** Accounts whose row changed (or went): tells this process at once, the others on arrival. */
  publishAccountsChanged(userIds: number[]): void;
  onAccountsChanged(listener: (userIds: number[]) => void): void;
  /** Learners whose lesson progress or review cards changed: this process at once, the others on arrival. */
  publishLearnersChanged(userIds: number[]): void;
  onLearnersChanged(listener: (userIds: number[]) => void): void;
  /** Support tickets written (a mail in, a reply, a status, a deletion): this process at once, the others on arrival. */
  publishTicketsChanged(ticketIds: number[]): void;
  onTicketsChanged(listener: (ticketIds: number[]) => void): void;
  /** Resolves once this process hears the others. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Listeners of one kind of event, told in the order they registered. */
export function createListeners<T>() {
  const listeners: ((ids: T[]) => void)[] = [];
  return {
    add(listener: (ids: T[]) => void) {
      listeners.push(listener);
    },
    tell(ids: T[]) {
      for (const listener of listeners) listener(ids);
    },
  };
}

/** One process: listeners are told synchronously, before the request that caused it answers. */
export function createMemorySessionEvents(): SessionEvents {
  const ended = createListeners<string>();
  const accounts = createListeners<number>();
  const learners = createListeners<number>();
  const tickets = createListeners<number>();
  return {
    kind: 'memory',
    publishEnded: ended.tell,
    onEnded: ended.add,
    publishAccountsChanged: accounts.tell,
    onAccountsChanged: accounts.add,
    publishLearnersChanged: learners.tell,
    onLearnersChanged: learners.add,
    publishTicketsChanged: tickets.tell,
    onTicketsChanged: tickets.add,
    async ready() {},
    async close() {},
  };
}
