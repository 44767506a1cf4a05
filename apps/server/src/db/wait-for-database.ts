import { setTimeout as sleepFor } from 'node:timers/promises';
import { withTimeout } from './database';

/** Thrown when the database never answered within DATABASE_START_TIMEOUT_MS: the process exits. */
export class DatabaseUnreachableAtStart extends Error {}

/** host:port/name of a PostgreSQL URL, without its user or password (for messages and logs). */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'an unparseable URL';
  }
}

export interface WaitForDatabaseOptions {
  /** Resolves when the database answers (Database.ping). */
  ping(): Promise<void>;
  /** Stop trying after this long (DATABASE_START_TIMEOUT_MS). */
  timeoutMs: number;
  /** Where the database is, for the message (describeDatabaseUrl). */
  where: string;
  /** Told of each failed attempt and the wait before the next one. */
  onRetry?(attempt: number, error: unknown, waitMs: number): void;
  now?(): number;
  sleep?(ms: number): Promise<void>;
}

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5_000;

/**
 * At start, a database that is not up yet (a container still starting, a failover) is asked again
 * with a doubling wait (250 ms up to 5 s) until it answers or `timeoutMs` has passed; then the
 * start fails with a message naming DATABASE_URL (never its credentials).
 */
export async function waitForDatabase(options: WaitForDatabaseOptions): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));
  const deadline = now() + options.timeoutMs;
  let wait = FIRST_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    const left = Math.max(1, deadline - now());
    try {
      await withTimeout(options.ping(), left);
      return;
    } catch (error) {
      const remaining = deadline - now();
      if (remaining <= 0) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new DatabaseUnreachableAtStart(
          `DATABASE_URL: the database at ${options.where} did not answer within ${options.timeoutMs} ms ` +
            `(${attempt} attempts; last error: ${reason}). Check DATABASE_URL, or raise DATABASE_START_TIMEOUT_MS.`,
        );
      }
      const pause = Math.min(wait, remaining);
      options.onRetry?.(attempt, error, pause);
      await sleep(pause);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}
