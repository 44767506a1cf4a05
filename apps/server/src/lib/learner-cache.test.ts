import { describe, expect, it, vi } from 'vitest';
import { twoProcessesOverRedis } from '@test/helpers/redis-feed';
import { createTestClock } from './clock';
import { createLearnerCache, forgetOnChange, LEARNER_CACHE_TTL_MS } from './learner-cache';

/** A load that waits until released, to change the learner while it is being read. */
function slowLoad<V>(value: () => V) {
  const waiting: (() => void)[] = [];
  const load = vi.fn(async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { value: value() };
  });
  return { load, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

describe('the per-learner answer cache', () => {
  it('reads a learner once per TTL, and again after it', async () => {
    const clock = createTestClock();
    const cache = createLearnerCache<number>(clock);
    let n = 0;
    const load = vi.fn(async () => ({ value: ++n }));
    for (let i = 0; i < 3; i++) expect(await cache.get(1, '', load)).toBe(1);
    clock.advance(LEARNER_CACHE_TTL_MS - 1);
    expect(await cache.get(1, '', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get(1, '', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again once the time a read named has come, before the TTL', async () => {
    const clock = createTestClock();
    const cache = createLearnerCache<string>(clock);
    const until = clock.now().getTime() + 5_000;
    const load = vi.fn(async () => ({ value: 'before', until }));
    await cache.get(1, '', load);
    clock.advance(4_999);
    await cache.get(1, '', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.get(1, '', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each variant of a learner apart, and forgets them all with the learner', async () => {
    const cache = createLearnerCache<string>(createTestClock());
    const load = vi.fn(async () => ({ value: 'x' }));
    await cache.get(1, 'Africa/Mogadishu', load);
    await cache.get(1, 'Europe/London', load);
    await cache.get(2, 'Europe/London', load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.forget([1]);
    await cache.get(1, 'Africa/Mogadishu', load);
    await cache.get(1, 'Europe/London', load);
    await cache.get(2, 'Europe/London', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('shares a read under way, answers it when forgotten meanwhile, but does not keep it', async () => {
    const cache = createLearnerCache<string>(createTestClock());
    let stored = 'old';
    const { load, release } = slowLoad(() => stored);
    const first = cache.get(1, '', load);
    const second = cache.get(1, '', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    cache.forget([1]);
    // Asked after the change: a read of its own, not the one under way.
    const third = cache.get(1, '', load);
    release();
    expect(await first).toBe('old');
    expect(await second).toBe('old');
    stored = 'new';
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    release();
    expect(await third).toBe('new');
    expect(await cache.get(1, '', load)).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps none of the reads under way once told to', async () => {
    const cache = createLearnerCache<string>(createTestClock());
    const { load, release } = slowLoad(() => 'x');
    const pending = cache.get(3, '', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    cache.forgetReadings();
    release();
    await pending;
    const again = cache.get(3, '', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    release();
    await again;
  });

  it('shows what it keeps without reading, and keeps what a writer hands it until its time', async () => {
    const clock = createTestClock();
    const cache = createLearnerCache<string>(clock);
    expect(cache.peek(1, '')).toBeUndefined();
    const load = vi.fn(async () => ({ value: 'read', until: clock.now().getTime() + 5_000 }));
    await cache.get(1, '', load);
    const kept = cache.peek(1, '');
    expect(kept?.value).toBe('read');
    cache.forget([1]);
    expect(cache.peek(1, '')).toBeUndefined();
    cache.keep(1, '', { value: 'written', until: kept!.until });
    expect(await cache.get(1, '', load)).toBe('written');
    clock.advance(5_000);
    expect(cache.peek(1, '')).toBeUndefined();
    expect(await cache.get(1, '', load)).toBe('read');
    expect(load).toHaveBeenCalledTimes(2);
    // Without a time of its own, what a writer hands it is kept for the TTL.
    cache.keep(2, '', { value: 'written' });
    clock.advance(LEARNER_CACHE_TTL_MS - 1);
    expect(cache.peek(2, '')?.value).toBe('written');
    clock.advance(1);
    expect(cache.peek(2, '')).toBeUndefined();
  });

  it('does not keep a failed read, and the next call reads again', async () => {
    const cache = createLearnerCache<string>(createTestClock());
    const load = vi
      .fn<() => Promise<{ value: string }>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue({ value: 'back' });
    await expect(cache.get(1, '', load)).rejects.toThrow('database down');
    expect(await cache.get(1, '', load)).toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('changed learners over Redis', () => {
  const { a, b } = twoProcessesOverRedis();

  it('are read again by another process as soon as the message arrives, and so are changed accounts', async () => {
    await Promise.all([a.ready(), b.ready()]);
    let stored = 1;
    const load = vi.fn(async () => ({ value: stored }));
    const other = createLearnerCache<number>(createTestClock());
    forgetOnChange(b, other.forget);
    const accounts = vi.fn();
    b.onAccounts(accounts);
    expect(await other.get(9, '', load)).toBe(1);

    const heard = new Promise<number[]>((resolve) => b.onLearners(resolve));
    stored = 2;
    a.publish({ learners: [9] });
    expect(await heard).toEqual([9]);
    expect(await other.get(9, '', load)).toBe(2);
    // Learner changes and account changes travel apart.
    expect(accounts).not.toHaveBeenCalled();

    const account = new Promise<number[]>((resolve) => b.onAccounts(resolve));
    stored = 3;
    a.publish({ accounts: [9] });
    await account;
    expect(await other.get(9, '', load)).toBe(3);
  });
});
