import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { findUserByEmail } from './user-lookup';
import { hashPassword, verifyPassword } from './password-hashing';

interface Logger {
  info(obj: object, msg?: string): void;
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create, or repair, the special administrator at start:
 * verified, active, admin, and signing in with ADMIN_PASSWORD. It can never be deleted.
 */
export async function ensureBootstrapAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
  log?: Logger,
): Promise<number | null> {
  if (!email || !password) return null;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const passwordOk = await verifyPassword(existing.passwordHash, password);
    await db
      .update(users)
      .set({
        isAdmin: true,
        isBootstrapAdmin: true,
        emailVerified: true,
        accountStatus: 'active',
        ...(passwordOk ? {} : { passwordHash: await hashPassword(password) }),
      })
      .where(eq(users.id, existing.id));
    log?.info({ email }, 'Bootstrap administrator checked');
    return existing.id;
  }
  const base = (email.split('@')[0] ?? 'admin').replace(/[^\w.-]/g, '').slice(0, 40) || 'admin';
  let username = base.length >= 3 ? base : 'admin';
  for (let i = 2; ; i += 1) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    if (!taken) break;
    username = `${base}${i}`;
  }
  const [row] = await db
    .insert(users)
    .values({
      email: email.trim(),
      username,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      isBootstrapAdmin: true,
      emailVerified: true,
    })
    .returning({ id: users.id });
  log?.info({ email }, 'Bootstrap administrator created');
  return row?.id ?? null;
}
