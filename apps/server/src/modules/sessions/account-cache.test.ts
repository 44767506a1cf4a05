import { describe, expect, it, vi } from 'vitest';
import { twoProcessesOverRedis } from '@test/helpers/redis-feed';
import { createMemoryChangeFeed } from '@/adapters/change-feed/change-feed';
import type { UserRow } from '@/db/schema';
import { createTestClock } from '@/lib/clock';
import { ACCOUNT_CACHE_TTL_MS, createAccountCache } from './account-cache';

const row = (id: number, xpPoints = 0): UserRow => ({ id, username: `learner${id}`, xpPoints }) as UserRow;

/** A load that waits until released, to change the account while it is being read. */
function slowLoad(answer: (id: number) => UserRow | undefined) {
  const waiting: (() => void)[] = [];
  const load = vi.fn(async (id: number) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer(id);
  });
  return { load, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

describe('the account cache of the access-token check', () => {
  it('reads an account once per TTL, and again after it', async () => {
    const clock = createTestClock();
    const load = vi.fn(async (id: number) => row(id));
    const cache = createAccountCache({ load, clock, changes: createMemoryChangeFeed() });
    for (let i = 0; i < 5; i++) expect(await cache.account(7)).toMatchObject({ id: 7 });
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(ACCOUNT_CACHE_TTL_MS - 1);
    await cache.account(7);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.account(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells, without reading, the account it holds: undefined until read, once stale or once changed', async () => {
    const clock = createTestClock();
    const events = createMemoryChangeFeed();
    const cache = createAccountCache({ load: async (id) => row(id), clock, changes: events });
    expect(cache.cached(7)).toBeUndefined();
    await cache.account(7);
    expect(cache.cached(7)).toMatchObject({ id: 7 });
    clock.advance(ACCOUNT_CACHE_TTL_MS);
    expect(cache.cached(7)).toBeUndefined();
    await cache.account(7);
    events.publish({ accounts: [7] });
    expect(cache.cached(7)).toBeUndefined();
  });

  it('reads a changed account again at once, and only that one', async () => {
    const clock = createTestClock();
    const events = createMemoryChangeFeed();
    let xp = 10;
    const load = vi.fn(async (id: number) => row(id, xp));
    const cache = createAccountCache({ load, clock, changes: events });
    await cache.account(1);
    await cache.account(2);
    xp = 25;
    events.publish({ accounts: [1] });
    expect(await cache.account(1)).toMatchObject({ xpPoints: 25 });
    expect(await cache.account(2)).toMatchObject({ xpPoints: 10 });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one read between concurrent requests for the same account', async () => {
    const { load, release } = slowLoad((id) => row(id));
    const cache = createAccountCache({ load, clock: createTestClock(), changes: createMemoryChangeFeed() });
    const answers = Promise.all([cache.account(3), cache.account(3), cache.account(3)]);
    release();
    expect((await answers).map((u) => u?.id)).toEqual([3, 3, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers but does not keep a read that was under way when its account changed', async () => {
    const events = createMemoryChangeFeed();
    let xp = 0;
    const { load, release } = slowLoad((id) => row(id, xp));
    const cache = createAccountCache({ load, clock: createTestClock(), changes: events });
    const before = cache.account(4);
    // The change commits while the read is under way: a request after it must not share that read.
    events.publish({ accounts: [4] });
    xp = 50;
    const after = cache.account(4);
    release();
    await before;
    expect(await after).toMatchObject({ xpPoints: 50 });
    expect(load).toHaveBeenCalledTimes(2);
    // The read that was under way is not kept: the next request is served the newer row.
    expect(await cache.account(4)).toMatchObject({ xpPoints: 50 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never remembers a missing account, and forgets a deleted one', async () => {
    const events = createMemoryChangeFeed();
    let exists = false;
    const load = vi.fn(async (id: number) => (exists ? row(id) : undefined));
    const cache = createAccountCache({ load, clock: createTestClock(), changes: events });
    expect(await cache.account(5)).toBeUndefined();
    exists = true;
    expect(await cache.account(5)).toMatchObject({ id: 5 });
    exists = false;
    events.publish({ accounts: [5] });
    expect(await cache.account(5)).toBeUndefined();
  });

  it('lets a failed read fail, and reads again on the next request', async () => {
    const load = vi
      .fn<(id: number) => Promise<UserRow | undefined>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockImplementation(async (id) => row(id));
    const cache = createAccountCache({ load, clock: createTestClock(), changes: createMemoryChangeFeed() });
    await expect(cache.account(6)).rejects.toThrow('database down');
    expect(await cache.account(6)).toMatchObject({ id: 6 });
  });
});

describe('changed accounts over Redis', () => {
  const { a, b } = twoProcessesOverRedis();

  it('are read again by another process as soon as the message arrives', async () => {
    await Promise.all([a.ready(), b.ready()]);
    let xp = 1;
    const load = vi.fn(async (id: number) => row(id, xp));
    const other = createAccountCache({ load, clock: createTestClock(), changes: b });
    expect(await other.account(9)).toMatchObject({ xpPoints: 1 });
    const heard = new Promise<number[]>((resolve) => b.onAccounts(resolve));
    const ended = vi.fn();
    b.onSessionsEnded(ended);
    xp = 2;
    a.publish({ accounts: [9] });
    expect(await heard).toEqual([9]);
    expect(await other.account(9)).toMatchObject({ xpPoints: 2 });
    // Account changes and ended sessions travel apart.
    expect(ended).not.toHaveBeenCalled();
  });
});
