import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

/** The account with this email, compared case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** The account a sign-in identifier names: an email or a username, case-insensitively; email wins. */
export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const id = identifier.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${id}`, sql`lower(${users.username}) = ${id}`))
    .limit(2);
  return rows.find((u) => u.email?.toLowerCase() === id) ?? rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** True when a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(e: unknown): { constraint: string } | null {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i += 1) {
    const c = cur as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (c.code === '23505') {
      const constraint = typeof c.constraint === 'string' ? c.constraint : String(c.message ?? '');
      return { constraint };
    }
    cur = c.cause;
  }
  return null;
}
