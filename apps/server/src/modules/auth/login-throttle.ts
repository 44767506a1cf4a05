import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Clock } from '@/lib/clock';
import { RateLimited } from '@/lib/errors';
import { retryAfterS } from '@/lib/rate-limit';

/** Failed sign-ins allowed per identifier within the window; the fifth locks the identifier. */
export const LOGIN_MAX_FAILURES_PER_IDENTIFIER = 5;
/** Per client address the bar is higher: a classroom or a family shares one address. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MESSAGE = 'Too many failed attempts. Please wait before trying again.';

/** Counts failed sign-ins per identifier and per client address, and locks either out. */
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(store: RateLimitStore, clock: Clock) {
  const idKey = (identifier: string) => `login:id:${identifier.trim().toLowerCase()}`;
  const ipKey = (address: string) => `login:ip:${address}`;

  return {
    /** Throws RateLimited while the identifier or the address is locked out. */
    async assertAllowed(identifier: string, address: string): Promise<void> {
      const now = clock.now().getTime();
      const [byId, byIp] = await Promise.all([store.get(idKey(identifier), now), store.get(ipKey(address), now)]);
      if (byId && byId.count >= LOGIN_MAX_FAILURES_PER_IDENTIFIER)
        throw new RateLimited(retryAfterS(byId.resetAtMs, now), LOCKOUT_MESSAGE);
      if (byIp && byIp.count >= LOGIN_MAX_FAILURES_PER_ADDRESS)
        throw new RateLimited(retryAfterS(byIp.resetAtMs, now), LOCKOUT_MESSAGE);
    },

    /** Records a failure; returns a RateLimited error when this failure starts a lockout. */
    async recordFailure(identifier: string, address: string): Promise<RateLimited | null> {
      const now = clock.now().getTime();
      const [byId, byIp] = await Promise.all([
        store.hit(idKey(identifier), LOGIN_FAILURE_WINDOW_MS, now),
        store.hit(ipKey(address), LOGIN_FAILURE_WINDOW_MS, now),
      ]);
      if (byId.count >= LOGIN_MAX_FAILURES_PER_IDENTIFIER)
        return new RateLimited(retryAfterS(byId.resetAtMs, now), LOCKOUT_MESSAGE);
      if (byIp.count >= LOGIN_MAX_FAILURES_PER_ADDRESS)
        return new RateLimited(retryAfterS(byIp.resetAtMs, now), LOCKOUT_MESSAGE);
      return null;
    },

    async recordSuccess(identifier: string): Promise<void> {
      await store.reset(idKey(identifier));
    },
  };
}
