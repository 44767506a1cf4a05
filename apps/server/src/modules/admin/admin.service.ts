import { createAdminAccounts } from './admin-accounts';
import { createAdminPlatform } from './admin-platform';
import type { AdminDeps, Audited } from './admin.types';

/**
 * The admin back office (spec 02 §2 Admin screens, §7 Admin). It writes no table of its own: it
 * calls the owning modules (users, invites, content, ai-usage, lessons, progress) and writes each
 * change's audit entry in the change's own transaction.
 */
export function createAdminService(deps: AdminDeps) {
  const audited: Audited = (actor, entry, change) =>
    deps.uow.transaction(async (tx, wrote) => {
      const result = await change(tx, wrote);
      await deps.audit.record(tx, actor, typeof entry === 'function' ? entry(result) : entry);
      return result;
    });
  return { ...createAdminAccounts(deps, audited), ...createAdminPlatform(deps, audited) };
}
export type AdminService = ReturnType<typeof createAdminService>;
