import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, max } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { mfaBackupCodes, mfaChallenges, mfaPasskeys, mfaSecrets, mfaTrustedDevices, mfaUsedCodes } from '@/db/schema';

/** The only code that reads and writes the mfa_* tables. */

export type MfaSecretRow = typeof mfaSecrets.$inferSelect;
export type TrustedDeviceRow = typeof mfaTrustedDevices.$inferSelect;
export type PasskeyRow = typeof mfaPasskeys.$inferSelect;

export async function findSecret(db: DbOrTx, userId: number): Promise<MfaSecretRow | undefined> {
  const [row] = await db.select().from(mfaSecrets).where(eq(mfaSecrets.userId, userId)).limit(1);
  return row;
}

/** Every account with two-factor on, and since when (few: no list of ids is sent). */
export async function enabledSecrets(db: DbOrTx): Promise<{ userId: number; enabledAt: Date | null }[]> {
  return db
    .select({ userId: mfaSecrets.userId, enabledAt: mfaSecrets.enabledAt })
    .from(mfaSecrets)
    .where(isNotNull(mfaSecrets.enabledAt));
}

/** A new pending setup replaces an earlier pending one (never an enabled one: the caller checks). */
export async function savePendingSecret(db: DbOrTx, userId: number, secretEncrypted: string, now: Date) {
  await db
    .insert(mfaSecrets)
    .values({ userId, secretEncrypted, enabledAt: null, createdAt: now })
    .onConflictDoUpdate({ target: mfaSecrets.userId, set: { secretEncrypted, enabledAt: null, createdAt: now } });
}

/** Turns a pending setup on; false when there was none (or it was already on). */
export async function markEnabled(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaSecrets)
    .set({ enabledAt: now })
    .where(and(eq(mfaSecrets.userId, userId), isNull(mfaSecrets.enabledAt)))
    .returning({ userId: mfaSecrets.userId });
  return rows.length > 0;
}

/** Removes every factor of the account: secret, used codes, backup codes, trusted devices, passkeys. */
export async function deleteAllFactors(db: DbOrTx, userId: number) {
  await db.delete(mfaSecrets).where(eq(mfaSecrets.userId, userId));
  await db.delete(mfaUsedCodes).where(eq(mfaUsedCodes.userId, userId));
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
  await db.delete(mfaTrustedDevices).where(eq(mfaTrustedDevices.userId, userId));
  await db.delete(mfaPasskeys).where(eq(mfaPasskeys.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
}

export async function lastUsedStep(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ step: max(mfaUsedCodes.step) })
    .from(mfaUsedCodes)
    .where(eq(mfaUsedCodes.userId, userId));
  return row?.step == null ? null : Number(row.step);
}

/** Records an accepted step; false when it was recorded already (the same code raced in twice). */
export async function recordUsedStep(db: DbOrTx, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(mfaUsedCodes)
    .values({ userId, step, usedAt: now })
    .onConflictDoNothing()
    .returning({ step: mfaUsedCodes.step });
  // Older steps can never be accepted again (the fresh-step rule): keep only the latest few.
  await db.delete(mfaUsedCodes).where(and(eq(mfaUsedCodes.userId, userId), lt(mfaUsedCodes.step, step - 4)));
  return rows.length > 0;
}

export async function replaceBackupCodes(db: DbOrTx, userId: number, hashes: string[]) {
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
  if (hashes.length > 0) await db.insert(mfaBackupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused backup code used; false when there is no such unused code. */
export async function useBackupCode(db: DbOrTx, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaBackupCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaBackupCodes.userId, userId), eq(mfaBackupCodes.codeHash, codeHash), isNull(mfaBackupCodes.usedAt)))
    .returning({ id: mfaBackupCodes.id });
  return rows.length > 0;
}

export async function countUnusedBackupCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.userId, userId), isNull(mfaBackupCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertTrustedDevice(db: DbOrTx, row: typeof mfaTrustedDevices.$inferInsert) {
  await db.insert(mfaTrustedDevices).values(row);
}

/** The account's device with this token hash, while its trust lasts. */
export async function findActiveTrustedDevice(db: DbOrTx, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(mfaTrustedDevices)
    .where(
      and(
        eq(mfaTrustedDevices.userId, userId),
        eq(mfaTrustedDevices.tokenHash, tokenHash),
        gt(mfaTrustedDevices.trustedUntil, now),
        isNull(mfaTrustedDevices.endedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function touchTrustedDevice(db: DbOrTx, id: number, now: Date) {
  await db.update(mfaTrustedDevices).set({ lastUsedAt: now }).where(eq(mfaTrustedDevices.id, id));
}

/** Ends the trust of every device of the account still trusted (they stay listed as ended). */
export async function endTrustedDevices(
  db: DbOrTx,
  userId: number,
  reason: NonNullable<TrustedDeviceRow['endedReason']>,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(mfaTrustedDevices)
    .set({ endedAt: now, endedReason: reason })
    .where(
      and(
        eq(mfaTrustedDevices.userId, userId),
        gt(mfaTrustedDevices.trustedUntil, now),
        isNull(mfaTrustedDevices.endedAt),
      ),
    )
    .returning({ id: mfaTrustedDevices.id });
  return rows.length;
}

/** The account's devices until their trusted_until, ended ones included. */
export async function listTrustedDevices(db: DbOrTx, userId: number, now: Date): Promise<TrustedDeviceRow[]> {
  return db
    .select()
    .from(mfaTrustedDevices)
    .where(and(eq(mfaTrustedDevices.userId, userId), gt(mfaTrustedDevices.trustedUntil, now)))
    .orderBy(desc(mfaTrustedDevices.createdAt), desc(mfaTrustedDevices.id));
}

/** Deletes the account's device; false when the account has no such device. */
export async function deleteTrustedDevice(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(mfaTrustedDevices)
    .where(and(eq(mfaTrustedDevices.userId, userId), eq(mfaTrustedDevices.id, id)))
    .returning({ id: mfaTrustedDevices.id });
  return rows.length > 0;
}

export async function listPasskeys(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(mfaPasskeys).where(eq(mfaPasskeys.userId, userId)).orderBy(asc(mfaPasskeys.id));
}

export async function countPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mfaPasskeys).where(eq(mfaPasskeys.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertPasskey(db: DbOrTx, row: typeof mfaPasskeys.$inferInsert) {
  const [inserted] = await db.insert(mfaPasskeys).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findPasskeyByCredential(db: DbOrTx, userId: number, credentialId: string) {
  const [row] = await db
    .select()
    .from(mfaPasskeys)
    .where(and(eq(mfaPasskeys.userId, userId), eq(mfaPasskeys.credentialId, credentialId)))
    .limit(1);
  return row;
}

export async function updatePasskeyUse(db: DbOrTx, id: number, counter: number, now: Date) {
  await db.update(mfaPasskeys).set({ counter, lastUsedAt: now }).where(eq(mfaPasskeys.id, id));
}

export async function renamePasskey(db: DbOrTx, userId: number, id: number, name: string) {
  const rows = await db
    .update(mfaPasskeys)
    .set({ name })
    .where(and(eq(mfaPasskeys.userId, userId), eq(mfaPasskeys.id, id)))
    .returning();
  return rows[0];
}

export async function deletePasskey(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(mfaPasskeys)
    .where(and(eq(mfaPasskeys.userId, userId), eq(mfaPasskeys.id, id)))
    .returning({ id: mfaPasskeys.id });
  return rows.length > 0;
}

export type ChallengePurpose = (typeof mfaChallenges.$inferSelect)['purpose'];

export async function saveChallenge(
  db: DbOrTx,
  userId: number,
  purpose: ChallengePurpose,
  challenge: string,
  expiresAt: Date,
) {
  await db
    .insert(mfaChallenges)
    .values({ userId, purpose, challenge, expiresAt })
    .onConflictDoUpdate({ target: [mfaChallenges.userId, mfaChallenges.purpose], set: { challenge, expiresAt } });
}

/** Takes (deletes and returns) the outstanding challenge, if it has not expired. */
export async function takeChallenge(db: DbOrTx, userId: number, purpose: ChallengePurpose, now: Date) {
  const [row] = await db
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.userId, userId), eq(mfaChallenges.purpose, purpose)))
    .returning();
  return row && row.expiresAt.getTime() > now.getTime() ? row.challenge : null;
}
