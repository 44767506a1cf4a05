import { randomInt } from 'node:crypto';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import type { UserRow } from '@/db/schema';
import { DuplicateUser, insertUser, isUsernameTaken, NO_PASSWORD_HASH } from '@/modules/users';

/** A display name for a new account from the provider's name or the email's local part (3 to 50 characters). */
export function baseUsername(name: string | null, email: string): string {
  const clean = (s: string) =>
    s
      .replace(/[\p{C}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  const fromName = name ? clean(name) : '';
  const candidate = fromName.length >= NAME_MIN_LENGTH ? fromName : clean(email.split('@')[0] ?? '');
  const padded = candidate.length >= NAME_MIN_LENGTH ? candidate : `learner ${candidate}`.trim();
  return padded.slice(0, NAME_MAX_LENGTH - 5).trim();
}

/**
 * Creates an account for a provider-verified email: verified, and with no password (sign-in with a
 * password is impossible until one is set through 'Forgot password'). A taken name gets a number.
 */
export async function createSocialAccount(
  tx: DbOrTx,
  input: { email: string; name: string | null; now: Date },
): Promise<UserRow> {
  const base = baseUsername(input.name, input.email);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const username = attempt === 0 ? base : `${base} ${randomInt(1000, 10000)}`;
    if (await isUsernameTaken(tx, username)) continue;
    try {
      return await insertUser(tx, {
        email: input.email,
        username,
        passwordHash: NO_PASSWORD_HASH,
        emailVerified: true,
        createdAt: input.now,
        updatedAt: input.now,
      });
    } catch (e) {
      if (e instanceof DuplicateUser && e.field === 'username') continue;
      throw e;
    }
  }
  throw new Error('could not find a free username');
}
