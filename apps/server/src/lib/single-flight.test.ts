import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

/** A read that resolves when told to, counting how many were started. */
function reads() {
  const started: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, read };
}

describe('single flight', () => {
  it('shares one read among the callers that ask while it is under way', async () => {
    const flight = createSingleFlight<number>();
    const { started, read } = reads();
    const answers = [flight.run('a', read), flight.run('a', read), flight.run('a', read)];
    expect(started).toHaveLength(1);
    started[0]!.resolve(7);
    expect(await Promise.all(answers)).toEqual([7, 7, 7]);
  });

  it('keeps the reads of different keys apart', async () => {
    const flight = createSingleFlight<number>();
    const { started, read } = reads();
    const a = flight.run('a', read);
    const b = flight.run('b', read);
    expect(started).toHaveLength(2);
    started[0]!.resolve(1);
    started[1]!.resolve(2);
    expect(await Promise.all([a, b])).toEqual([1, 2]);
  });

  it('starts a new read for the first caller after the last one settled', async () => {
    const flight = createSingleFlight<number>();
    const { started, read } = reads();
    const first = flight.run('a', read);
    started[0]!.resolve(1);
    await first;
    const second = flight.run('a', read);
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await second).toBe(2);
  });

  it('starts afresh after forget, even while a read is under way', async () => {
    const flight = createSingleFlight<number>();
    const { started, read } = reads();
    const before = flight.run('a', read);
    flight.forget();
    const after = flight.run('a', read);
    expect(started).toHaveLength(2);
    // The older read settling does not clear the newer one.
    started[0]!.resolve(1);
    expect(await before).toBe(1);
    const joined = flight.run('a', read);
    expect(started).toHaveLength(2);
    started[1]!.resolve(2);
    expect(await Promise.all([after, joined])).toEqual([2, 2]);
  });

  it('gives a failed read to the callers that shared it, and the next caller reads again', async () => {
    const flight = createSingleFlight<number>();
    const { started, read } = reads();
    const shared = [flight.run('a', read), flight.run('a', read)];
    started[0]!.reject(new Error('database unavailable'));
    for (const answer of shared) await expect(answer).rejects.toThrow('database unavailable');
    const again = flight.run('a', read);
    expect(started).toHaveLength(2);
    started[1]!.resolve(3);
    expect(await again).toBe(3);
  });
});
