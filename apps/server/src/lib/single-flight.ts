/**
 * One read at a time per key: a caller that asks while a read of its key is under way shares its
 * result instead of starting another, and the first caller after it settles starts a new one.
 * Under load a list that many people ask for at once is read once per round trip, not once per
 * request, and no caller gets an answer older than a read that was under way when it asked.
 * `forget` makes the next callers start afresh even while reads are under way: called after a
 * write, so the writer's next read sees it.
 */
export interface SingleFlight<T> {
  run(key: string, read: () => Promise<T>): Promise<T>;
  forget(): void;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  const current = new Map<string, Promise<T>>();
  return {
    run(key, read) {
      const underWay = current.get(key);
      if (underWay) return underWay;
      const started: Promise<T> = read().finally(() => {
        if (current.get(key) === started) current.delete(key);
      });
      current.set(key, started);
      return started;
    },
    forget() {
      current.clear();
    },
  };
}
