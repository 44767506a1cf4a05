import { aliasedTable, and, asc, count, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users, type UserRow } from '@/db/schema';

// The users queries of the admin back office (spec 02 §7 Admin): lists, moves and deletions.

/** A column as a JSON value, written by the database (strings escaped, NULL as null). */
const json = (column: AnyColumn) => sql`coalesce(to_json(${column})::text, 'null')`;
/** The accounts with two-factor on: `{ "<id>": "<enabled at>" | null }` (MFA is not this module's table). */
const idKey = sql`${users.id}::text`;

/**
 * Every account that is not a child profile as the admin user list shows it, oldest first: the
 * answer's JSON text (an AdminUserList, its keys in the schema's order), written by the database in
 * one query, no work per account here. `mfa` names the accounts with two-factor on, with since when
 * (an ISO time, or null when unknown).
 */
export async function adminUserListJson(db: DbOrTx, mfa: Map<number, string | null>): Promise<string> {
  const mfaOn = sql`${JSON.stringify(Object.fromEntries(mfa))}::jsonb`;
  const [row] = await db
    .select({
      json: sql<string>`'[' || coalesce(string_agg('{"id":' || ${idKey} || ',"email":' || ${json(users.email)} || ',"username":' || ${json(users.username)} || ',"email_verified":' || ${users.emailVerified}::text || ',"mfa_enabled":' || ((${mfaOn} -> ${idKey}) is not null)::text || ',"mfa_enabled_at":' || coalesce((${mfaOn} -> ${idKey})::text, 'null') || ',"is_admin":' || ${users.isAdmin}::text || ',"is_parent":' || ${users.isParent}::text || ',"is_bootstrap_admin":' || ${users.isBootstrapAdmin}::text || ',"is_voice_contributor":' || ${users.isVoiceContributor}::text || ',"created_at":"' || to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}', ',' order by ${users.id}), '') || ']'`,
    })
    .from(users)
    .where(eq(users.isChild, false));
  return row?.json ?? '[]';
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
