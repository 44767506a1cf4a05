import { aliasedTable, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { users, type UserRow } from '@/db/schema';

// The users queries of the admin back office (spec 02 §7 Admin): lists, moves and deletions.

const accountListQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      emailVerified: users.emailVerified,
      isAdmin: users.isAdmin,
      isParent: users.isParent,
      isBootstrapAdmin: users.isBootstrapAdmin,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.isChild, false))
    .orderBy(asc(users.id))
    .prepare('users_accounts_for_admin'),
);
export type AdminAccountRow = Pick<
  UserRow,
  'id' | 'email' | 'username' | 'emailVerified' | 'isAdmin' | 'isParent' | 'isBootstrapAdmin' | 'createdAt'
>;

/** What the admin user list shows of every account that is not a child profile, oldest first (prepared). */
export async function listAccountsForAdmin(db: DbOrTx): Promise<AdminAccountRow[]> {
  return accountListQuery(db).execute();
}

/** A page of accounts that are not child profiles, optionally those whose email contains `search`. */
export async function accountsPage(
  db: DbOrTx,
  page: { search?: string; skip: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const term = page.search?.trim().toLowerCase();
  const where = and(
    eq(users.isChild, false),
    term ? sql`strpos(lower(coalesce(${users.email}, '')), ${term}) > 0` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).offset(page.skip).limit(page.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const parents = aliasedTable(users, 'parents');

/** Every child profile with its parent's email, oldest first. */
export async function listChildProfiles(db: DbOrTx): Promise<{ child: UserRow; parentEmail: string | null }[]> {
  const rows = await db
    .select({ child: users, parentEmail: parents.email })
    .from(users)
    .leftJoin(parents, eq(parents.id, users.parentId))
    .where(eq(users.isChild, true))
    .orderBy(asc(users.id));
  return rows;
}

/** A child profile by id, whoever its parent is. */
export async function findChildById(db: DbOrTx, childId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, childId), eq(users.isChild, true)))
    .limit(1);
  return row;
}

/** Gives a child profile another parent. */
export async function moveChildTo(
  db: DbOrTx,
  childId: number,
  parentId: number,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ parentId, updatedAt: now })
    .where(and(eq(users.id, childId), eq(users.isChild, true)))
    .returning();
  return row;
}

/**
 * Deletes an account with everything that references it: its child profiles (parent_id cascades)
 * and, for it and them, progress, XP ledger, reviews and sessions (their foreign keys cascade).
 * The special bootstrap admin is never deleted. True when a row was deleted.
 */
export async function deleteAccount(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.isBootstrapAdmin, false)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

/** Which of `emails` belong to an account with a verified email (lower-cased). */
export async function verifiedEmailsAmong(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  if (!wanted.length) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.email})`, wanted), eq(users.emailVerified, true)));
  return new Set(rows.map((r) => r.email));
}

export interface AccountTotals {
  totalUsers: number;
  childProfiles: number;
  activeToday: number;
}

/**
 * Accounts (not child profiles), child profiles, and accounts of either kind active today: their
 * last recorded activity (a visit or lesson progress, on the learner's own calendar day) is on or
 * after `today` (YYYY-MM-DD, UTC). One aggregate query.
 */
export async function accountTotals(db: DbOrTx, today: string): Promise<AccountTotals> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*) filter (where not ${users.isChild})::int`,
      childProfiles: sql<number>`count(*) filter (where ${users.isChild})::int`,
      activeToday: sql<number>`count(*) filter (where ${users.lastActivityDate} >= ${today})::int`,
    })
    .from(users);
  return {
    totalUsers: row?.totalUsers ?? 0,
    childProfiles: row?.childProfiles ?? 0,
    activeToday: row?.activeToday ?? 0,
  };
}
