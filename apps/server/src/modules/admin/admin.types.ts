import type { Logger } from 'pino';
import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import type { Db, Tx } from '@/db/client';
import type { UnitOfWork, Wrote } from '@/db/unit-of-work';
import type { EmitsEvents } from '@/lib/domain-events';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { AiUsageService } from '@/modules/ai-usage';
import type { AuditRecord, AuditService } from '@/modules/audit';
import type { ContentService } from '@/modules/content';
import type { InvitesService } from '@/modules/invites';
import type { RefreshTokens } from '@/modules/sessions';
import type { MfaStateProvider } from '@/modules/users';

export interface AdminDeps {
  db: Db;
  /** Every change runs in a unit of work with its audit entry; account writes mark the account. */
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  audit: AuditService;
  invites: InvitesService;
  content: Pick<ContentService, 'listBundles' | 'activate' | 'invalidate'>;
  aiUsage: AiUsageService;
  mfa: MfaStateProvider;
  refreshTokens: Pick<RefreshTokens, 'revokeAllForUser'>;
  /** A reset password ends the account's trusted devices (the mfa module). */
  trustedDevices: { endTrustedDevices(userId: number, reason: 'password_reset'): Promise<void> };
  securityNotifier: { sendSecurityNotification(userId: number, event: 'password_reset'): Promise<void> };
  /** Dynamic lessons created so far (the dynamic-lessons module, once it exists). */
  dynamicLessonsCreated: () => Promise<number>;
  /** Told `userDeleting` inside the deleting transaction. */
  events: EmitsEvents;
  /** Accounts changed in any process (the change feed): the admin user list is read again. */
  changes: Pick<ChangeListeners, 'onAccounts'>;
}

/** Runs a change and writes its audit entry in the same transaction. */
export type Audited = <T>(
  actor: UserRow,
  entry: AuditRecord | ((result: T) => AuditRecord),
  change: (tx: Tx, wrote: Wrote) => Promise<T>,
) => Promise<T>;
