import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Clock } from './clock';
import { RateLimited } from './errors';

/** Seconds until a window that ends at `resetAtMs` (at least 1). */
export function retryAfterS(resetAtMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
}

/** A simple "N per window" limit for one key (email sending, for example): throws 429 past it. */
export async function enforceLimit(
  store: RateLimitStore,
  clock: Clock,
  key: string,
  max: number,
  windowMs: number,
  message: string,
) {
  const now = clock.now().getTime();
  const w = await store.hit(key, windowMs, now);
  if (w.count > max) throw new RateLimited(retryAfterS(w.resetAtMs, now), message);
}
