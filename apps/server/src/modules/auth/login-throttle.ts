import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Clock } from '@/lib/clock';
import { RateLimited } from '@/lib/errors';
import { retryAfterS } from '@/lib/rate-limit';

/** Failed sign-ins allowed per account within the window; the fifth locks the account. */
export const LOGIN_MAX_FAILURES_PER_IDENTIFIER = 5;
/** Per client address the bar is higher: a classroom or a family shares one address. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long a lockout lasts (spec 01 §9: default lockout 60 seconds). */
export const LOGIN_LOCKOUT_MS = 60 * 1000;
export const LOCKOUT_MESSAGE = 'Too many failed attempts. Please wait before trying again.';

/**
 * The account a sign-in is counted against: the account's id when the identifier names one (so its
 * email and its username share one counter), else the identifier itself (unknown names count the
 * same way, so a lockout tells nothing about whether an account exists).
 */
export type LoginSubject = { accountId: number } | { identifier: string };

const subjectKey = (s: LoginSubject) =>
  'accountId' in s ? `acct:${s.accountId}` : `id:${s.identifier.trim().toLowerCase()}`;

/**
 * One counter per account and one per client address: past the limit within the window, that
 * account or address is locked for LOGIN_LOCKOUT_MS, then starts afresh.
 */
export function createLoginThrottle({ store, clock }: { store: RateLimitStore; clock: Clock }) {
  const keys = (subject: LoginSubject, address: string) => [
    {
      fail: `login:fail:${subjectKey(subject)}`,
      lock: `login:lock:${subjectKey(subject)}`,
      max: LOGIN_MAX_FAILURES_PER_IDENTIFIER,
    },
    { fail: `login:fail:ip:${address}`, lock: `login:lock:ip:${address}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS },
  ];

  return {
    /** Throws RateLimited while the account or the address is locked out. */
    async assertAllowed(subject: LoginSubject, address: string): Promise<void> {
      const now = clock.now().getTime();
      for (const k of keys(subject, address)) {
        const lock = await store.get(k.lock, now);
        if (lock) throw new RateLimited(retryAfterS(lock.resetAtMs, now), LOCKOUT_MESSAGE);
      }
    },

    /** Records a failure; returns a RateLimited error when this failure starts a lockout. */
    async recordFailure(subject: LoginSubject, address: string): Promise<RateLimited | null> {
      const now = clock.now().getTime();
      let locked: RateLimited | null = null;
      for (const k of keys(subject, address)) {
        const fails = await store.hit(k.fail, LOGIN_FAILURE_WINDOW_MS, now);
        if (fails.count >= k.max) {
          const lock = await store.hit(k.lock, LOGIN_LOCKOUT_MS, now);
          await store.reset(k.fail);
          locked ??= new RateLimited(retryAfterS(lock.resetAtMs, now), LOCKOUT_MESSAGE);
        }
      }
      return locked;
    },

    async recordSuccess(subject: LoginSubject): Promise<void> {
      await store.reset(`login:fail:${subjectKey(subject)}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
