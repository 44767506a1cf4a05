import type { Db } from '@/db/client';
import type { MfaStateProvider } from '@/modules/users';
import { deleteAllFactors, enabledSecrets, findSecret } from './mfa.queries';

/** Two-factor state as the admin back office sees it: on or off per account, and removal. */
export function createMfaAdminState({ db }: { db: Db }): MfaStateProvider {
  return {
    async enabledStates() {
      const rows = await enabledSecrets(db);
      return new Map(rows.map((r) => [r.userId, { enabled: true, enabledAt: r.enabledAt }]));
    },
    async remove(userId) {
      return db.transaction(async (tx) => {
        if (!(await findSecret(tx, userId))?.enabledAt) return false;
        await deleteAllFactors(tx, userId);
        return true;
      });
    },
  };
}
