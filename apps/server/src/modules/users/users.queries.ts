import { and, asc, eq, gt, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users, type UserRow } from '@/db/schema';
import { isUniqueViolation } from '@/lib/database-errors';

/**
 * The users table has one owner: this module. Every read and write of it goes through these
 * queries; other modules call them through `modules/users/index.ts`.
 */

export type NewUser = typeof users.$inferInsert;

/** The account with this id. */
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account with this email, compared case-insensitively. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** The account a sign-in identifier names: an email or a username, case-insensitively; email wins. */
export async function findUserByIdentifier(db: DbOrTx, identifier: string): Promise<UserRow | undefined> {
  const id = identifier.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${id}`, sql`lower(${users.username}) = ${id}`))
    .limit(2);
  return rows.find((u) => u.email?.toLowerCase() === id) ?? rows[0];
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

export class DuplicateUser extends Error {
  constructor(readonly field: 'email' | 'username') {
    super(`duplicate ${field}`);
  }
}

/** Inserts an account; a taken email or username throws DuplicateUser naming the field. */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (e) {
    const dup = isUniqueViolation(e);
    if (dup) throw new DuplicateUser(dup.constraint.includes('email') ? 'email' : 'username');
    throw e;
  }
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Sets a new password hash; `verifyEmail` when the change itself proves the address (a reset link). */
export async function setPasswordHash(
  db: DbOrTx,
  id: number,
  passwordHash: string,
  now: Date,
  options: { verifyEmail?: boolean } = {},
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now, ...(options.verifyEmail ? { emailVerified: true } : {}) })
    .where(eq(users.id, id));
}

export async function markEmailVerified(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, id));
}

export interface LearnerTotals {
  xpPoints: number;
  streakDays: number;
  lastActivityDate: string | null;
}

/**
 * Locks the learner's row for the rest of the transaction and returns its XP and streak: one
 * learner's progress updates run one at a time.
 */
export async function lockLearnerTotals(tx: DbOrTx, id: number): Promise<LearnerTotals | undefined> {
  const [row] = await tx
    .select({ xpPoints: users.xpPoints, streakDays: users.streakDays, lastActivityDate: users.lastActivityDate })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** Adds XP and writes the streak (inside the transaction that locked the row). */
export async function addXpAndSetStreak(
  tx: DbOrTx,
  id: number,
  xp: number,
  streak: { streakDays: number; lastActivityDate: string | null },
): Promise<void> {
  await tx
    .update(users)
    .set({
      xpPoints: sql`${users.xpPoints} + ${xp}`,
      streakDays: streak.streakDays,
      lastActivityDate: streak.lastActivityDate,
    })
    .where(eq(users.id, id));
}

/** Sets all XP back to 0 (reset all progress), inside the caller's transaction. */
export async function resetLearnerXp(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(users).set({ xpPoints: 0, updatedAt: now }).where(eq(users.id, id));
}

/** Renames an account; a taken username throws DuplicateUser('username'). */
export async function renameUser(db: DbOrTx, id: number, username: string, now: Date): Promise<UserRow | undefined> {
  try {
    const [row] = await db.update(users).set({ username, updatedAt: now }).where(eq(users.id, id)).returning();
    return row;
  } catch (e) {
    if (isUniqueViolation(e)) throw new DuplicateUser('username');
    throw e;
  }
}

/** A parent's child profiles, oldest first. */
export async function listChildrenOf(db: DbOrTx, parentId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.parentId, parentId), eq(users.isChild, true)))
    .orderBy(asc(users.id));
}

/** Accounts Hadal may send optional email to: not a child, an email address, verified, active. */
function mailable() {
  return and(
    eq(users.isChild, false),
    isNotNull(users.email),
    eq(users.emailVerified, true),
    eq(users.accountStatus, 'active'),
  );
}

/** A page of mailable accounts (ids after `afterId`) made before `createdBefore`. */
export async function listMailableAccounts(
  db: DbOrTx,
  page: { afterId: number; limit: number; createdBefore: Date },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(mailable(), gt(users.id, page.afterId), lt(users.createdAt, page.createdBefore)))
    .orderBy(asc(users.id))
    .limit(page.limit);
}

/**
 * A page of mailable accounts without activity since `lastActiveOnOrBefore` (YYYY-MM-DD): their last
 * active day, or, before any activity, the day the account was made, is on or before it.
 */
export async function listInactiveMailableAccounts(
  db: DbOrTx,
  page: { afterId: number; limit: number; lastActiveOnOrBefore: string },
): Promise<UserRow[]> {
  const day = page.lastActiveOnOrBefore;
  return db
    .select()
    .from(users)
    .where(
      and(
        mailable(),
        gt(users.id, page.afterId),
        or(
          lte(users.lastActivityDate, day),
          and(
            sql`${users.lastActivityDate} is null`,
            lt(users.createdAt, sql`((${day}::date + 1)::timestamp at time zone 'UTC')`),
          ),
        ),
      ),
    )
    .orderBy(asc(users.id))
    .limit(page.limit);
}
