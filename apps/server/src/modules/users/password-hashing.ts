import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library default) with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Stored for an account without a password (made by social sign-in): not an argon2 hash, so no
 * password ever matches it, and verifying one takes the same time as a wrong password.
 */
export const NO_PASSWORD_HASH = '!none';

/** Whether the account has a password it can sign in with. */
export const hasUsablePassword = (storedHash: string | null | undefined): boolean =>
  Boolean(storedHash?.startsWith('$argon2'));

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. Without a hash (unknown account, or an account
 * with no usable password) it verifies against a dummy hash so the answer takes the same time.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const usable = storedHash?.startsWith('$argon2') ? storedHash : null;
  if (!usable) {
    dummyHash ??= hashPassword('hadal-dummy-password-for-equal-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(usable, password).catch(() => false);
}
