import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users, type UserRow } from '@/db/schema';
import { isUniqueViolation } from '@/lib/database-errors';
import { DuplicateUser, insertUser, type NewUser } from './users.queries';

// Child profiles: accounts with is_child and the parent that created them (spec 01 §6, §7).

export interface NewChild {
  parentId: number;
  name: string;
  username: string;
  email: string | null;
  age: number | null;
  passwordHash: string;
  thirdPartySpeechAllowed?: boolean;
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
    thirdPartySpeechAllowed: child.thirdPartySpeechAllowed ?? false,
    // A child needs no verification (the parent's consent stands for it): the flag stays false
    // until an admin verifies a given address.
    emailVerified: false,
    createdAt: child.now,
    updatedAt: child.now,
  });
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

export type ChildChanges = Partial<
  Pick<NewUser, 'name' | 'username' | 'email' | 'age' | 'passwordHash' | 'thirdPartySpeechAllowed'>
>;

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
