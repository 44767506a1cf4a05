import { sql } from 'drizzle-orm';
import { authHeader, childViewHeader, createUser } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';
import type { TestContext } from '@test/helpers/test-app';

/** Every kind of caller the fuzzer plays. */
export const ROLES = ['anonymous', 'forged', 'learner', 'parent', 'child', 'viewing-as-child', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A signed-in family (parent, child, the parent viewing as the child), a learner and an admin. */
export async function createIdentities(ctx: TestContext) {
  const headers = new Map<Role, Record<string, string>>();
  const ids: string[] = [];
  const family = async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    headers.set('parent', parent.headers);
    headers.set('child', await authHeader(ctx, child));
    headers.set('viewing-as-child', await childViewHeader(ctx, child, parent.user));
    ids.push(String(child.id), String(parent.user.id));
  };
  const make: Record<Role, () => Promise<void>> = {
    anonymous: async () => {
      headers.set('anonymous', {});
    },
    // Signed with no key Hadal knows: alg none, then a wrong HMAC.
    forged: async () => {
      headers.set('forged', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1aWQiOjF9.' });
    },
    learner: async () => {
      const user = await createUser(ctx);
      headers.set('learner', await authHeader(ctx, user));
      ids.push(String(user.id));
    },
    parent: family,
    child: family,
    'viewing-as-child': family,
    admin: async () => {
      const user = await createUser(ctx, { isAdmin: true });
      headers.set('admin', await authHeader(ctx, user));
    },
  };
  for (const role of ['anonymous', 'forged', 'learner', 'parent', 'admin'] as const) await make[role]();
  // Another family whose child every other caller must not reach.
  const stranger = await createParent(ctx);
  ids.push(String((await createChildOf(ctx, stranger.user)).id));
  return {
    headers: (role: Role) => headers.get(role)!,
    /** Ids of real rows, so that generated path parameters reach handlers, not only validation. */
    ids,
    /** A generated call may end a session or delete an account: the role carries on as a new one. */
    renew: (role: Role) => make[role](),
  };
}

/**
 * Nothing half-written: each learner's XP total is the sum of the grants that explain it (lesson
 * XP ledger and review log), and every child belongs to a parent account.
 */
export async function partialWrites(ctx: TestContext): Promise<unknown[]> {
  const xp = await ctx.db.execute(sql`
    select u.id, u.xp_points,
      coalesce((select sum(x.xp) from lesson_xp_ledger x where x.user_id = u.id), 0)
      + coalesce((select sum(r.xp) from review_log r where r.user_id = u.id), 0) as explained
    from users u`);
  const orphans = await ctx.db.execute(sql`
    select c.id from users c left join users p on p.id = c.parent_id
    where c.is_child and (p.id is null or not p.is_parent)`);
  const rows = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as unknown[];
  return [
    ...rows(xp).filter(
      (r) => Number((r as { xp_points: number }).xp_points) !== Number((r as { explained: number }).explained),
    ),
    ...rows(orphans),
  ];
}
