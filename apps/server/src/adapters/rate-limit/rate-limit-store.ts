/**
 * Fixed-window counters shared by every server process: in the database by default, in Redis
 * when REDIS_URL is set. Times come from the caller's clock so rules are testable.
 */
export interface WindowCount {
  count: number;
  /** When the window ends (ms since epoch); the counter restarts after it. */
  resetAtMs: number;
}

export interface RateLimitStore {
  readonly kind: 'database' | 'redis';
  /** Counts one more event for `key` in a window of `windowMs` starting at its first event. */
  hit(key: string, windowMs: number, nowMs: number): Promise<WindowCount>;
  /** The current window of `key`, or null when there is none or it has ended. */
  get(key: string, nowMs: number): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
