import { describe, expect, it, vi } from 'vitest';
import { twoProcessesOverRedis } from '@test/helpers/redis-feed';
import { createTestClock } from './clock';
import { createSharedList, SHARED_LIST_TTL_MS } from './shared-list';

/** A promise and its resolve, to hold a read until the test lets it finish. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('a shared list kept between writes', () => {
  it('reads each query once until it is forgotten or SHARED_LIST_TTL_MS has passed', async () => {
    const clock = createTestClock();
    const list = createSharedList<string>(clock);
    let n = 0;
    const load = vi.fn(async () => `read ${++n}`);
    for (let i = 0; i < 3; i++) expect(await list.get('open', load)).toBe('read 1');
    expect(await list.get('closed', load)).toBe('read 2');
    list.forget();
    expect(await list.get('open', load)).toBe('read 3');
    expect(await list.get('closed', load)).toBe('read 4');
    clock.advance(SHARED_LIST_TTL_MS - 1);
    expect(await list.get('open', load)).toBe('read 3');
    clock.advance(1);
    expect(await list.get('open', load)).toBe('read 5');
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('shares one read among the calls made while it is under way', async () => {
    const list = createSharedList<number>(createTestClock());
    const { promise, resolve } = deferred<number>();
    const load = vi.fn(() => promise);
    const calls = Array.from({ length: 50 }, () => list.get('', load));
    resolve(7);
    expect(await Promise.all(calls)).toEqual(Array(50).fill(7));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a read under way when the list changed, but does not keep it', async () => {
    const list = createSharedList<string>(createTestClock());
    let stored = 'before';
    const gate = deferred<void>();
    const release = () => gate.resolve();
    const slow = vi.fn(async () => {
      const value = stored;
      await gate.promise;
      return value;
    });
    const underWay = list.get('', slow);
    await Promise.resolve();
    stored = 'after';
    list.forget();
    // The writer's next read does not join the stale one: it reads the write.
    const fresh = vi.fn(async () => stored);
    expect(await list.get('', fresh)).toBe('after');
    release();
    expect(await underWay).toBe('before');
    expect(await list.get('', fresh)).toBe('after');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed read', async () => {
    const list = createSharedList<string>(createTestClock());
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValue('back');
    await expect(list.get('', load)).rejects.toThrow('database down');
    expect(await list.get('', load)).toBe('back');
    expect(await list.get('', load)).toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('changed tickets over Redis', () => {
  const { a, b } = twoProcessesOverRedis();

  it('make another process read its kept list again as soon as the message arrives', async () => {
    await Promise.all([a.ready(), b.ready()]);
    let stored = 1;
    const load = vi.fn(async () => stored);
    const other = createSharedList<number>(createTestClock());
    b.onTickets(() => other.forget());
    const learners = vi.fn();
    b.onLearners(learners);
    const here = vi.fn();
    a.onTickets(here);
    expect(await other.get('', load)).toBe(1);

    const heard = new Promise<number[]>((resolve) => b.onTickets(resolve));
    stored = 2;
    a.publish({ tickets: [41] });
    // The publishing process is told at once, before the message travels.
    expect(here).toHaveBeenCalledWith([41]);
    expect(await heard).toEqual([41]);
    expect(await other.get('', load)).toBe(2);
    // Ticket changes travel apart from learner changes.
    expect(learners).not.toHaveBeenCalled();
  });
});
