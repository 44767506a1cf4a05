import { describe, expect, it, vi } from 'vitest';
import { createCache, type Found } from './cache';
import { createTestClock } from './clock';

/** A promise and its resolve, to hold a read until the test lets it finish. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const TTL = 1_000;

describe('the cache module', () => {
  it('keeps an answer until exactly TTL after its read began, on the injected clock', async () => {
    const clock = createTestClock();
    const cache = createCache<number>(clock, { ttlMs: TTL, max: 10 });
    let n = 0;
    const load = vi.fn(async () => ({ value: ++n }));
    expect(await cache.get('a', '', load)).toBe(1);
    clock.advance(TTL - 1);
    expect(await cache.get('a', '', load)).toBe(1);
    expect(cache.peek('a')).toEqual({ value: 1, until: clock.now().getTime() + 1 });
    clock.advance(1);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', '', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer only until the time its read names, and answers without keeping one whose time is past', async () => {
    const clock = createTestClock();
    const cache = createCache<string>(clock, { ttlMs: TTL, max: 10 });
    const start = clock.now().getTime();
    const soon = vi.fn(async (): Promise<Found<string>> => ({ value: 'soon', until: start + 10 }));
    await cache.get(1, '', soon);
    clock.advance(9);
    await cache.get(1, '', soon);
    clock.advance(1);
    await cache.get(1, '', soon);
    expect(soon).toHaveBeenCalledTimes(2);

    const never = vi.fn(async () => ({ value: 'now', until: 0 }));
    expect(await cache.get(2, '', never)).toBe('now');
    expect(cache.peek(2)).toBeUndefined();
    expect(await cache.get(2, '', never)).toBe('now');
    expect(never).toHaveBeenCalledTimes(2);
  });

  it('shares one read, and its failure, among the calls made while it is under way; keeps no failure', async () => {
    const cache = createCache<number>(createTestClock(), { ttlMs: TTL, max: 10 });
    const gate = deferred<Found<number>>();
    const load = vi.fn(() => gate.promise);
    const calls = Array.from({ length: 5 }, () => cache.get('x', 'v', load));
    gate.reject(new Error('database down'));
    for (const call of calls) await expect(call).rejects.toThrow('database down');
    expect(load).toHaveBeenCalledTimes(1);
    const again = vi.fn(async () => ({ value: 7 }));
    expect(await cache.get('x', 'v', again)).toBe(7);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('forgets every variant of an owner and no other, including a read under way, which is answered', async () => {
    const cache = createCache<string>(createTestClock(), { ttlMs: TTL, max: 10 });
    const load = vi.fn(async () => ({ value: 'kept' }));
    await cache.get(1, '', load);
    await cache.get(1, 'Europe/London', load);
    await cache.get(2, 'Europe/London', load);
    const gate = deferred<Found<string>>();
    const underWay = cache.get(1, 'Africa/Mogadishu', () => gate.promise);
    cache.forget([1]);
    gate.resolve({ value: 'under way' });
    expect(await underWay).toBe('under way');
    expect(cache.peek(1, 'Africa/Mogadishu')).toBeUndefined();
    expect(cache.peek(1)).toBeUndefined();
    expect(cache.peek(1, 'Europe/London')).toBeUndefined();
    expect(cache.peek(2, 'Europe/London')?.value).toBe('kept');
  });

  it('keeps what a writer hands it over a read under way, and forgets everything at once when told', async () => {
    const cache = createCache<string>(createTestClock(), { ttlMs: TTL, max: 10 });
    const gate = deferred<Found<string>>();
    const underWay = cache.get('list', 'open', () => gate.promise);
    cache.keep('list', 'open', { value: 'written' });
    gate.resolve({ value: 'read before the write' });
    expect(await underWay).toBe('read before the write');
    expect(cache.peek('list', 'open')?.value).toBe('written');

    await cache.get('list', 'closed', async () => ({ value: 'closed' }));
    const late = deferred<Found<string>>();
    const reading = cache.get('other', '', () => late.promise);
    cache.forgetAll();
    late.resolve({ value: 'late' });
    expect(await reading).toBe('late');
    expect(cache.peek('list', 'open')).toBeUndefined();
    expect(cache.peek('list', 'closed')).toBeUndefined();
    expect(cache.peek('other')).toBeUndefined();
  });

  it('keeps none of the reads under way once told to, but the answers it holds', async () => {
    const cache = createCache<string>(createTestClock(), { ttlMs: TTL, max: 10 });
    await cache.get(1, '', async () => ({ value: 'held' }));
    const gate = deferred<Found<string>>();
    const underWay = cache.get(2, 'a', () => gate.promise);
    cache.forgetReadings();
    gate.resolve({ value: 'read' });
    expect(await underWay).toBe('read');
    expect(cache.peek(2, 'a')).toBeUndefined();
    expect(cache.peek(1)?.value).toBe('held');
  });

  it('drops the least recently used past its size, and then forgets what remains of their owner', async () => {
    const cache = createCache<number>(createTestClock(), { ttlMs: TTL, max: 2 });
    await cache.get(1, 'a', async () => ({ value: 1 }));
    await cache.get(2, 'a', async () => ({ value: 2 }));
    await cache.get(1, 'a', async () => ({ value: -1 }));
    await cache.get(3, 'a', async () => ({ value: 3 }));
    expect(cache.peek(2, 'a')).toBeUndefined();
    expect(cache.peek(1, 'a')?.value).toBe(1);
    expect(cache.peek(3, 'a')?.value).toBe(3);
    cache.forget([1]);
    expect(cache.peek(1, 'a')).toBeUndefined();
    expect(cache.peek(3, 'a')?.value).toBe(3);
  });
});
