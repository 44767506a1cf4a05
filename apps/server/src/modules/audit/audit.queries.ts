import { desc } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, type AuditRow } from '@/db/schema';

export interface AuditEntryInput {
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  target: string;
  details?: Record<string, unknown>;
  at: Date;
}

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

export async function listAuditEntries(db: DbOrTx, page: { skip: number; limit: number }): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).offset(page.skip).limit(page.limit);
}
