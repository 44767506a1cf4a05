import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users, type UserRow } from '@/db/schema';
import { isUniqueViolation } from '@/lib/db-errors';

/**
 * The users table has one owner: this module. Every read and write of it goes through these
 * queries; other modules call them through `modules/users/index.ts`.
 */

export type NewUser = typeof users.$inferInsert;

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

/** Sets the learner's XP back to zero (a progress reset, inside its transaction). */
export async function resetXp(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(users).set({ xpPoints: 0, updatedAt: now }).where(eq(users.id, id));
}

// Child profiles: accounts with is_child and the parent that created them (spec 01 §6, §7).

export interface NewChild {
  parentId: number;
  name: string;
  username: string;
  email: string | null;
  age: number | null;
  passwordHash: string;
  now: Date;
}

/** Creates a child account of `parentId`; a taken username or email throws DuplicateUser. */
export async function insertChild(db: DbOrTx, child: NewChild): Promise<UserRow> {
  return insertUser(db, {
    isChild: true,
    parentId: child.parentId,
    name: child.name,
    username: child.username,
    email: child.email,
    age: child.age,
    passwordHash: child.passwordHash,
    // A child needs no verification (the parent's consent stands for it): the flag stays false
    // until an admin verifies a given address.
    emailVerified: false,
    createdAt: child.now,
    updatedAt: child.now,
  });
}

/** The parent's children, oldest profile first. */
export async function listChildrenOfParent(db: DbOrTx, parentId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.parentId, parentId), eq(users.isChild, true)))
    .orderBy(asc(users.id));
}

/** The child `childId` if it belongs to `parentId`; undefined for anyone else's account. */
export async function findChildOfParent(db: DbOrTx, parentId: number, childId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, childId), eq(users.parentId, parentId), eq(users.isChild, true)))
    .limit(1);
  return row;
}

/** Runs a write and turns a taken email or username into DuplicateUser naming the field. */
async function naming<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const dup = isUniqueViolation(e);
    if (dup) throw new DuplicateUser(dup.constraint.includes('email') ? 'email' : 'username');
    throw e;
  }
}

export type ChildChanges = Partial<Pick<NewUser, 'name' | 'username' | 'email' | 'age' | 'passwordHash'>>;

/** Updates a child of `parentId`; undefined when it is not theirs; a taken name throws DuplicateUser. */
export async function updateChildOfParent(
  db: DbOrTx,
  parentId: number,
  childId: number,
  changes: ChildChanges,
  now: Date,
): Promise<UserRow | undefined> {
  return naming(async () => {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(users.id, childId), eq(users.parentId, parentId), eq(users.isChild, true)))
      .returning();
    return row;
  });
}

/**
 * Deletes a child of `parentId` with everything that references it (progress, XP ledger, sessions,
 * reviews: their foreign keys cascade). False when the child is not theirs.
 */
export async function deleteChildOfParent(db: DbOrTx, parentId: number, childId: number): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, childId), eq(users.parentId, parentId), eq(users.isChild, true)))
    .returning({ id: users.id });
  return deleted.length > 0;
}
