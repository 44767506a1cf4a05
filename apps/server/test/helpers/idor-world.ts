import { sql } from 'drizzle-orm';
import type { UserRow } from '@/db/schema';
import { authHeader, childViewHeader, createUser } from './factories';
import { createChildOf, createParent } from './family-factories';
import type { TestContext } from './test-app';

/**
 * The callers of the IDOR sweep: family A (parent A, child A1, A viewing as A1), family B (the
 * same), an unrelated learner C, and an administrator.
 */
export const IDENTITIES = ['A', 'A1', 'A-as-A1', 'B', 'B1', 'B-as-B1', 'C', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface Caller {
  user: UserRow;
  headers: Record<string, string>;
}

export interface World {
  ctx: TestContext;
  callers: Record<Identity, Caller>;
  /** A number unique within the world, for names and emails of made records. */
  next(): number;
}

/** Builds both families, C and the admin, each with a signed-in session. */
export async function createWorld(ctx: TestContext): Promise<World> {
  const family = async (letter: 'A' | 'B') => {
    const parent = await createParent(ctx, { name: `Parent ${letter}` });
    const child = await createChildOf(ctx, parent.user, { name: `Child ${letter}1` });
    return {
      [letter]: { user: parent.user, headers: parent.headers },
      [`${letter}1`]: { user: child, headers: await authHeader(ctx, child) },
      [`${letter}-as-${letter}1`]: { user: child, headers: await childViewHeader(ctx, child, parent.user) },
    } as Partial<Record<Identity, Caller>>;
  };
  const learner = await createUser(ctx, { name: 'Learner C' });
  const admin = await createUser(ctx, { isAdmin: true, name: 'Admin' });
  const callers = {
    ...(await family('A')),
    ...(await family('B')),
    C: { user: learner, headers: await authHeader(ctx, learner) },
    admin: { user: admin, headers: await authHeader(ctx, admin) },
  } as Record<Identity, Caller>;
  let n = 0;
  return { ctx, callers, next: () => (n += 1) };
}

/** Tables any caller's own request may write (its own throttle counters, queued mail): never compared. */
const BOOKKEEPING = new Set(['rate_limit_counters', 'used_captcha_payloads', 'jobs', '__drizzle_migrations']);

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/**
 * Every row of the database that could hold the target's state, as sorted JSON per table: with
 * `ownerIds`, only rows of those accounts (users by id, other tables by user_id) plus
 * the `whole` tables; without, every table whole. Bookkeeping tables are left out.
 */
export async function snapshot(
  ctx: TestContext,
  scope: { ownerIds?: number[]; whole?: string[] } = {},
): Promise<Record<string, string[]>> {
  const columns = rowsOf(
    await ctx.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const tables = new Map<string, string[]>();
  for (const c of columns) {
    const list = tables.get(String(c.table_name)) ?? [];
    list.push(String(c.column_name));
    tables.set(String(c.table_name), list);
  }
  const ids = scope.ownerIds?.map((id) => Number(id)).join(', ');
  const out: Record<string, string[]> = {};
  for (const [table, cols] of tables) {
    if (BOOKKEEPING.has(table)) continue;
    let where = '';
    if (ids !== undefined && !scope.whole?.includes(table)) {
      if (table === 'users') where = `where id in (${ids})`;
      else if (cols.includes('user_id')) where = `where user_id in (${ids})`;
      else continue;
    }
    const rows = rowsOf(await ctx.db.execute(sql.raw(`select * from "${table}" ${where}`)));
    out[table] = rows.map((r) => JSON.stringify(r, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
  }
  return out;
}
