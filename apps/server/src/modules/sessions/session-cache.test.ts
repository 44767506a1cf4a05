import { describe, expect, it, vi } from 'vitest';
import { twoProcessesOverRedis } from '@test/helpers/redis-feed';
import { createMemoryChangeFeed } from '@/adapters/change-feed/change-feed';
import { createTestClock } from '@/lib/clock';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './session-cache';
import type { SessionRow } from '@/db/schema';

const row = (id: string, expiresAt = new Date('2026-12-31T00:00:00Z')): SessionRow =>
  ({
    id,
    userId: 1,
    actingParentId: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt,
    endedAt: null,
  }) as SessionRow;

describe('the session cache of the access-token check', () => {
  it('reads a session once per TTL, and again after it', async () => {
    const clock = createTestClock();
    const load = vi.fn(async (id: string) => row(id));
    const cache = createSessionCache({ load, clock, changes: createMemoryChangeFeed() });
    for (let i = 0; i < 5; i++) expect(await cache.activeSession('s1')).toMatchObject({ id: 's1' });
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(SESSION_CACHE_TTL_MS);
    await cache.activeSession('s1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells, without reading, the session it holds: undefined until read or once stale, null once ended', async () => {
    const clock = createTestClock();
    const events = createMemoryChangeFeed();
    const cache = createSessionCache({ load: async (id) => row(id), clock, changes: events });
    expect(cache.cached('s1')).toBeUndefined();
    await cache.activeSession('s1');
    expect(cache.cached('s1')).toMatchObject({ id: 's1' });
    clock.advance(SESSION_CACHE_TTL_MS);
    expect(cache.cached('s1')).toBeUndefined();
    await cache.activeSession('s1');
    events.publish({ sessionsEnded: ['s1'] });
    expect(cache.cached('s1')).toBeNull();
  });

  it('forgets an ended session at once, and never keeps a read that was under way when it ended', async () => {
    const clock = createTestClock();
    const events = createMemoryChangeFeed();
    let release: () => void = () => {};
    const load = vi.fn(async (id: string) => {
      if (id === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return row(id);
    });
    const cache = createSessionCache({ load, clock, changes: events });
    await cache.activeSession('s1');
    events.publish({ sessionsEnded: ['s1'] });
    expect(await cache.activeSession('s1')).toBeNull();

    const reading = cache.activeSession('slow');
    events.publish({ sessionsEnded: ['slow'] });
    release();
    expect(await reading).toBeNull();
    expect(await cache.activeSession('slow')).toBeNull();
  });

  it('does not serve a cached session past its absolute expiry, however recently it was read', async () => {
    const clock = createTestClock('2026-03-01T00:00:00Z');
    const load = vi
      .fn<(id: string) => Promise<SessionRow | null>>()
      .mockResolvedValueOnce(row('s1', new Date('2026-03-01T00:00:30Z')))
      .mockResolvedValue(null);
    const cache = createSessionCache({ load, clock, changes: createMemoryChangeFeed() });
    expect(await cache.activeSession('s1')).not.toBeNull();
    clock.advance(30_000);
    expect(await cache.activeSession('s1')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('ended sessions over Redis', () => {
  const { a, b } = twoProcessesOverRedis();

  it('are forgotten by another process as soon as the message arrives', async () => {
    await Promise.all([a.ready(), b.ready()]);
    const clock = createTestClock();
    const load = vi.fn(async (id: string) => row(id));
    const other = createSessionCache({ load, clock, changes: b });
    expect(await other.activeSession('shared')).not.toBeNull();
    const heard = new Promise<string[]>((resolve) => b.onSessionsEnded(resolve));
    a.publish({ sessionsEnded: ['shared'] });
    expect(await heard).toEqual(['shared']);
    expect(await other.activeSession('shared')).toBeNull();
  });
});
