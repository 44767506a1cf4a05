import type { Changes } from '@/adapters/change-feed/change-feed';
import type { Db, Tx } from './database';

/** Marks, inside a unit of work, whose rows it wrote: published once it has committed. */
export interface Wrote {
  /** Accounts whose users row was written (or deleted). */
  account(...userIds: number[]): void;
  /** Learners whose lesson progress or review cards were written. */
  learner(...userIds: number[]): void;
  /** Support tickets written (a mail in, a reply, a status, a deletion). */
  ticket(...ticketIds: number[]): void;
  /** Sessions that ended. */
  sessionEnded(...sessionIds: string[]): void;
  /**
   * Calls `before` just before the changes are published and `after` just after, with nothing
   * between them: for a writer that keeps in its own cache the answer its write leaves, only if
   * nothing else changed that answer meanwhile.
   */
  aroundPublish(before: () => void, after: () => void): void;
}

function recorder() {
  const accounts = new Set<number>();
  const learners = new Set<number>();
  const tickets = new Set<number>();
  const sessionsEnded = new Set<string>();
  const around: { before: () => void; after: () => void }[] = [];
  const wrote: Wrote = {
    account: (...ids) => ids.forEach((id) => accounts.add(id)),
    learner: (...ids) => ids.forEach((id) => learners.add(id)),
    ticket: (...ids) => ids.forEach((id) => tickets.add(id)),
    sessionEnded: (...ids) => ids.forEach((id) => sessionsEnded.add(id)),
    aroundPublish: (before, after) => around.push({ before, after }),
  };
  const changes = (): Changes | undefined =>
    accounts.size + learners.size + tickets.size + sessionsEnded.size === 0
      ? undefined
      : {
          accounts: [...accounts],
          learners: [...learners],
          tickets: [...tickets],
          sessionsEnded: [...sessionsEnded],
        };
  const publishWith = (publish: (changes: Changes) => void) => {
    const written = changes();
    if (!written) return;
    for (const a of around) a.before();
    publish(written);
    for (const a of around) a.after();
  };
  return { wrote, publishWith };
}

/**
 * Every write that a cache depends on runs in a unit of work: the work marks whose rows it wrote
 * (`wrote.account(id)`, `wrote.learner(id)`, `wrote.ticket(id)`, `wrote.sessionEnded(id)`), and the
 * unit publishes them once on the change feed after the transaction commits: never before (a
 * reader would cache the old rows again), never for a transaction that rolled back. No service
 * calls the feed itself (a lint rule, eslint.config.js, holds it).
 */
export function createUnitOfWork({ db, publish }: { db: Db; publish: (changes: Changes) => void }) {
  return {
    /** `work` in one transaction; what it marked is published once it has committed. */
    async transaction<T>(work: (tx: Tx, wrote: Wrote) => Promise<T>): Promise<T> {
      const { wrote, publishWith } = recorder();
      const result = await db.transaction((tx) => work(tx, wrote));
      publishWith(publish);
      return result;
    },

    /**
     * `work` without a transaction of its own (a single statement, or statements each of which
     * stands alone): what it marked is published once it is done, and also when it fails partway,
     * since the statements that ran before the failure have committed.
     */
    async run<T>(work: (db: Db, wrote: Wrote) => Promise<T>): Promise<T> {
      const { wrote, publishWith } = recorder();
      try {
        return await work(db, wrote);
      } finally {
        publishWith(publish);
      }
    },
  };
}
export type UnitOfWork = ReturnType<typeof createUnitOfWork>;
