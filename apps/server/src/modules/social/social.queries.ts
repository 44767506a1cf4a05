import { and, eq, gt, lte } from 'drizzle-orm';
import type { SocialProvider } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import { socialIdentities, socialLoginStates } from '@/db/schema';
import { isUniqueViolation } from '@/lib/database-errors';

/** The social tables have one owner: this module (its service reaches them only through these). */

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export async function insertLoginState(db: DbOrTx, row: typeof socialLoginStates.$inferInsert): Promise<void> {
  await db.insert(socialLoginStates).values(row);
}

/** Flows nobody finished: removed before new ones are written, so the table stays small. */
export async function deleteExpiredLoginStates(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(socialLoginStates).where(lte(socialLoginStates.expiresAt, now));
}

/** Uses up the flow a state names (once, before it expires): its provider, verifier and nonce. */
export async function takeLoginState(db: DbOrTx, stateHash: string, now: Date) {
  const [row] = await db
    .delete(socialLoginStates)
    .where(and(eq(socialLoginStates.stateHash, stateHash), gt(socialLoginStates.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function findIdentity(
  db: DbOrTx,
  provider: SocialProvider,
  subject: string,
): Promise<SocialIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Links an identity to an account; false when this provider's subject is linked already. */
export async function insertIdentity(db: DbOrTx, row: typeof socialIdentities.$inferInsert): Promise<boolean> {
  try {
    await db.insert(socialIdentities).values(row);
    return true;
  } catch (e) {
    if (isUniqueViolation(e)) return false;
    throw e;
  }
}
