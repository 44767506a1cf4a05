import type { Db } from '@/db/client';
import { DuplicateUser, findUserByEmail, insertUser, isUsernameTaken, updateUser } from './users.queries';
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
  attempt = 0,
): Promise<number | null> {
  if (!email || !password) return null;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const passwordOk = await verifyPassword(existing.passwordHash, password);
    await updateUser(db, existing.id, {
      isAdmin: true,
      isBootstrapAdmin: true,
      emailVerified: true,
      accountStatus: 'active',
      ...(passwordOk ? {} : { passwordHash: await hashPassword(password) }),
    });
    log?.info({ email }, 'Bootstrap administrator checked');
    return existing.id;
  }
  const base = (email.split('@')[0] ?? 'admin').replace(/[^\w.-]/g, '').slice(0, 40) || 'admin';
  let username = base.length >= 3 ? base : 'admin';
  for (let i = 2; await isUsernameTaken(db, username); i += 1) username = `${base}${i}`;
  let row;
  try {
    row = await insertUser(db, {
      email: email.trim(),
      username,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      isBootstrapAdmin: true,
      emailVerified: true,
    });
  } catch (e) {
    // Another process starting at the same time created it first: check it as an existing one.
    if (e instanceof DuplicateUser && attempt === 0) return ensureBootstrapAdmin(db, email, password, log, 1);
    throw e;
  }
  log?.info({ email }, 'Bootstrap administrator created');
  return row.id;
}
