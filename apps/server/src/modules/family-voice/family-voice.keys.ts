import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Caller } from '@/app-types';
import type { Db } from '@/db/client';
import { familyVoiceRecordings } from '@/db/schema';

/**
 * Which of `keys` the caller hears in their family's voice, by the rule of forListener: a child
 * (or a parent viewing as one) its parent's recordings for all the children or for it; a parent
 * their own recordings for all; anyone else none.
 */
export async function familyKeysFor(db: Db, { user }: Caller, keys: string[]): Promise<Set<string>> {
  const child = user.isChild && user.parentId !== null;
  if (keys.length === 0 || !(child || (user.isParent && !user.isChild))) return new Set();
  const forAll = isNull(familyVoiceRecordings.childId);
  const rows = await db
    .select({ audioKey: familyVoiceRecordings.audioKey })
    .from(familyVoiceRecordings)
    .where(
      and(
        eq(familyVoiceRecordings.parentId, child ? user.parentId! : user.id),
        child ? or(forAll, eq(familyVoiceRecordings.childId, user.id)) : forAll,
        inArray(familyVoiceRecordings.audioKey, keys),
      ),
    );
  return new Set(rows.map((r) => r.audioKey));
}
