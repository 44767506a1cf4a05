import type { Tx } from '@/db/database';

/**
 * What one module tells the others in this process, instead of holding them: each event names
 * what happened, not who must act on it.
 */
export interface DomainEventMap {
  /** A lesson or story was completed, XP was granted or the streak moved (achievements may be earned). Once committed. */
  lessonCompleted: { userId: number };
  /**
   * The account is about to be deleted, inside the deleting transaction: a module that holds the
   * user's data in rows the deletion would not reach cleans up, in `tx`.
   */
  userDeleting: { tx: Tx; userId: number };
}

type Handler<P> = (payload: P) => Promise<void> | void;

/**
 * A small typed emitter whose handlers may be asynchronous: `emit` runs them in the order they
 * were registered and resolves when all have (a failing handler fails the emit, so a handler of
 * `userDeleting` rolls the deletion back).
 */
export function createDomainEvents() {
  const handlers = new Map<keyof DomainEventMap, Handler<never>[]>();
  return {
    on<K extends keyof DomainEventMap>(event: K, handler: Handler<DomainEventMap[K]>): void {
      const list = handlers.get(event) ?? [];
      list.push(handler as Handler<never>);
      handlers.set(event, list);
    },
    async emit<K extends keyof DomainEventMap>(event: K, payload: DomainEventMap[K]): Promise<void> {
      for (const handler of (handlers.get(event) ?? []) as Handler<DomainEventMap[K]>[]) await handler(payload);
    },
  };
}
export type DomainEvents = ReturnType<typeof createDomainEvents>;
/** What a module that only tells others needs of the events. */
export type EmitsEvents = Pick<DomainEvents, 'emit'>;
/** What a module that only listens needs of the events. */
export type HearsEvents = Pick<DomainEvents, 'on'>;
