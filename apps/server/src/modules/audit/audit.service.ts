import type { Db, DbOrTx } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { insertAuditEntry, listAuditEntries } from './audit.queries';

export interface AuditRecord {
  action: string;
  target: string;
  details?: Record<string, unknown>;
}

/**
 * The audit log of admin changes (who, what, target, when). `record` takes the transaction of the
 * change itself, so a change and its entry are written together or not at all.
 */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record(tx: DbOrTx, actor: Pick<UserRow, 'id' | 'email'>, entry: AuditRecord): Promise<void> {
      await insertAuditEntry(tx, { actorId: actor.id, actorEmail: actor.email, ...entry, at: clock.now() });
    },

    async list(page: { skip: number; limit: number }) {
      const rows = await listAuditEntries(db, page);
      return rows.map((r) => ({
        id: r.id,
        actor_email: r.actorEmail,
        action: r.action,
        target: r.target,
        details: r.details,
        at: r.at.toISOString(),
      }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
