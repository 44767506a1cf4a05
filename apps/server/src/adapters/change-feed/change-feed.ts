/**
 * What a committed unit of work wrote, by owner: accounts whose row changed (or went), learners
 * whose lesson progress or review cards changed, support tickets written, and sessions that ended.
 */
export interface Changes {
  accounts: number[];
  learners: number[];
  tickets: number[];
  sessionsEnded: string[];
}

/** What a cache listens to: told in this process at once, from the others as the message arrives. */
export interface ChangeListeners {
  onAccounts(listener: (userIds: number[]) => void): void;
  onLearners(listener: (userIds: number[]) => void): void;
  onTickets(listener: (ticketIds: number[]) => void): void;
  onSessionsEnded(listener: (sessionIds: string[]) => void): void;
}

/**
 * The change feed: every process hears at once what any process committed, so none keeps
 * answering from what it cached (the access-token check, the per-learner answers, the admin user
 * list). Only the unit of work (db/unit-of-work.ts) publishes, once a
 * transaction has committed; caches subscribe.
 */
export interface ChangeFeed extends ChangeListeners {
  kind: 'memory' | 'redis';
  /** Tells this process at once, and every other process as soon as the message arrives. */
  publish(changes: Partial<Changes>): void;
  /** Resolves once this process hears the others. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Listeners of one kind of change, told in the order they registered. */
function createListeners<T>() {
  const listeners: ((ids: T[]) => void)[] = [];
  return {
    add(listener: (ids: T[]) => void) {
      listeners.push(listener);
    },
    tell(ids: T[] | undefined) {
      if (!ids || ids.length === 0) return;
      for (const listener of listeners) listener(ids);
    },
  };
}

/** The listeners of every kind of change, and `tell` for a set of changes (this process's side of a feed). */
export function createChangeListeners() {
  const accounts = createListeners<number>();
  const learners = createListeners<number>();
  const tickets = createListeners<number>();
  const sessionsEnded = createListeners<string>();
  return {
    onAccounts: accounts.add,
    onLearners: learners.add,
    onTickets: tickets.add,
    onSessionsEnded: sessionsEnded.add,
    tell(changes: Partial<Changes>) {
      // Sessions first: an ended session must stop working before anything else is re-read.
      sessionsEnded.tell(changes.sessionsEnded);
      accounts.tell(changes.accounts);
      learners.tell(changes.learners);
      tickets.tell(changes.tickets);
    },
  };
}

/** One process: listeners are told synchronously, before the request that caused it answers. */
export function createMemoryChangeFeed(): ChangeFeed {
  const { tell, ...listeners } = createChangeListeners();
  return {
    kind: 'memory',
    ...listeners,
    publish: tell,
    async ready() {},
    async close() {},
  };
}
