import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { inviteUses, invites, registrationSettings, waitlistEntries, type InviteRow } from '@/db/schema';
import { isUniqueViolation } from '@/lib/database-errors';

export type InviteWithUses = InviteRow & { usedBy: string[] };

async function withUses(db: DbOrTx, rows: InviteRow[]): Promise<InviteWithUses[]> {
  if (!rows.length) return [];
  const uses = await db
    .select({ inviteId: inviteUses.inviteId, email: inviteUses.email })
    .from(inviteUses)
    .where(
      inArray(
        inviteUses.inviteId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(inviteUses.id));
  return rows.map((r) => ({ ...r, usedBy: uses.filter((u) => u.inviteId === r.id).map((u) => u.email) }));
}

export async function insertInvite(db: DbOrTx, values: typeof invites.$inferInsert): Promise<InviteRow | null> {
  try {
    const [row] = await db.insert(invites).values(values).returning();
    return row ?? null;
  } catch (e) {
    if (isUniqueViolation(e)) return null; // the code was taken: the caller draws another
    throw e;
  }
}

export async function listInvites(db: DbOrTx, page: { skip: number; limit: number }): Promise<InviteWithUses[]> {
  const rows = await db
    .select()
    .from(invites)
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .offset(page.skip)
    .limit(page.limit);
  return withUses(db, rows);
}

export async function findInvite(db: DbOrTx, id: number, options: { lock?: boolean } = {}) {
  const q = db.select().from(invites).where(eq(invites.id, id));
  const [row] = options.lock ? await q.for('update') : await q;
  return row ? (await withUses(db, [row]))[0]! : null;
}

export async function findInviteByCode(db: DbOrTx, code: string, options: { lock?: boolean } = {}) {
  const q = db.select().from(invites).where(eq(invites.code, code));
  const [row] = options.lock ? await q.for('update') : await q;
  return row ? (await withUses(db, [row]))[0]! : null;
}

export async function setInviteExpiry(db: DbOrTx, id: number, expiresAt: Date): Promise<void> {
  await db.update(invites).set({ expiresAt }).where(eq(invites.id, id));
}

export async function deleteInvite(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(invites).where(eq(invites.id, id)).returning({ id: invites.id })).length > 0;
}

export async function insertInviteUse(db: DbOrTx, use: { inviteId: number; userId: number; email: string; at: Date }) {
  await db.insert(inviteUses).values({ inviteId: use.inviteId, userId: use.userId, email: use.email, usedAt: use.at });
}

export async function readRegistrationMode(db: DbOrTx): Promise<'open' | 'invite' | null> {
  const [row] = await db.select().from(registrationSettings).where(eq(registrationSettings.id, 1));
  return row?.registrationMode ?? null;
}

export async function writeRegistrationMode(db: DbOrTx, mode: 'open' | 'invite', now: Date): Promise<void> {
  await db
    .insert(registrationSettings)
    .values({ id: 1, registrationMode: mode, updatedAt: now })
    .onConflictDoUpdate({ target: registrationSettings.id, set: { registrationMode: mode, updatedAt: now } });
}

/** Adds an address to the waitlist; an address already on it stays as it is. */
export async function addToWaitlist(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db.insert(waitlistEntries).values({ email, createdAt: now }).onConflictDoNothing();
}

export async function listWaitlist(db: DbOrTx) {
  return db
    .select({ entry: waitlistEntries, code: invites.code })
    .from(waitlistEntries)
    .leftJoin(invites, eq(invites.id, waitlistEntries.inviteId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export async function findWaitlistEntry(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ entry: waitlistEntries, code: invites.code })
    .from(waitlistEntries)
    .leftJoin(invites, eq(invites.id, waitlistEntries.inviteId))
    .where(eq(waitlistEntries.id, id))
    .for('update', { of: waitlistEntries });
  return row ?? null;
}

export async function linkWaitlistInvite(db: DbOrTx, id: number, inviteId: number): Promise<void> {
  await db.update(waitlistEntries).set({ inviteId }).where(eq(waitlistEntries.id, id));
}
