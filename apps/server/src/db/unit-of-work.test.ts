import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Changes } from '@/adapters/change-feed/change-feed';
import { users } from '@/db/schema';
import { createTestDatabase } from '@test/helpers/test-database';
import { createUnitOfWork } from './unit-of-work';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

let seq = 0;
async function newUser() {
  seq += 1;
  const [row] = await database.db
    .insert(users)
    .values({ email: `uow${seq}@example.test`, username: `uow${seq}`, passwordHash: 'x' })
    .returning();
  return row!;
}
const nameOf = async (id: number) =>
  (await database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

/** A unit of work whose every publication is kept, with what a reader outside the transaction saw then. */
function recording() {
  const published: { changes: Changes; seen?: string | null }[] = [];
  let watch: number | undefined;
  const uow = createUnitOfWork({
    db: database.db,
    publish: (changes) => {
      const entry: { changes: Changes; seen?: string | null } = { changes };
      published.push(entry);
      if (watch !== undefined) {
        // Told synchronously: a reader started now runs after the commit.
        const id = watch;
        void nameOf(id).then((name) => (entry.seen = name));
      }
    },
  });
  return { uow, published, watch: (id: number) => (watch = id) };
}

describe('unit of work', () => {
  it('publishes what the work marked once, after the transaction committed, each owner once', async () => {
    const user = await newUser();
    const { uow, published, watch } = recording();
    watch(user.id);
    await uow.transaction(async (tx, wrote) => {
      await tx.update(users).set({ name: 'Cali' }).where(eq(users.id, user.id));
      wrote.account(user.id);
      wrote.account(user.id);
      wrote.learner(user.id, 7);
      wrote.ticket(3);
      wrote.sessionEnded('s1');
      expect(published).toEqual([]);
    });
    expect(published.map((p) => p.changes)).toEqual([
      { accounts: [user.id], learners: [user.id, 7], tickets: [3], sessionsEnded: ['s1'] },
    ]);
    await expect.poll(() => published[0]!.seen).toBe('Cali');
  });

  it('publishes nothing for a transaction that rolled back, nor for work that marked nothing', async () => {
    const user = await newUser();
    const { uow, published } = recording();
    await expect(
      uow.transaction(async (tx, wrote) => {
        await tx.update(users).set({ name: 'Faarax' }).where(eq(users.id, user.id));
        wrote.account(user.id);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nameOf(user.id)).toBeNull();
    await uow.transaction(async (tx) => tx.select().from(users).where(eq(users.id, user.id)));
    await uow.run(async (db) => db.select().from(users).where(eq(users.id, user.id)));
    expect(published).toEqual([]);
  });

  it('without a transaction, publishes what ran before a failure (those statements committed)', async () => {
    const user = await newUser();
    const { uow, published } = recording();
    await expect(
      uow.run(async (db, wrote) => {
        await db.update(users).set({ name: 'Xamar' }).where(eq(users.id, user.id));
        wrote.account(user.id);
        throw new Error('the second statement failed');
      }),
    ).rejects.toThrow('the second statement failed');
    expect(await nameOf(user.id)).toBe('Xamar');
    expect(published.map((p) => p.changes.accounts)).toEqual([[user.id]]);
  });

  it('runs a writer’s hooks just before and just after it publishes', async () => {
    const order: string[] = [];
    const uow = createUnitOfWork({ db: database.db, publish: () => order.push('publish') });
    await uow.run(async (_db, wrote) => {
      wrote.learner(1);
      wrote.aroundPublish(
        () => order.push('before'),
        () => order.push('after'),
      );
    });
    expect(order).toEqual(['before', 'publish', 'after']);
  });
});
