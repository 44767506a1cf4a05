import type { Logger } from 'pino';
import type { Db, DbOrTx } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { AiUsageService } from '@/modules/ai-usage';
import type { AuditRecord, AuditService } from '@/modules/audit';
import type { ContentService } from '@/modules/content';
import type { InvitesService } from '@/modules/invites';
import type { RefreshTokens } from '@/modules/sessions';
import type { AccountsChanged, MfaStateProvider } from '@/modules/users';

/** Runs in one transaction before an account is deleted (e.g. support detaches its tickets, keeping messages). */
export type UserDeletionHook = (tx: DbOrTx, userId: number) => Promise<void>;

export interface AdminDeps {
  db: Db;
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
  beforeUserDelete: UserDeletionHook[];
  /** Told after a password, a verified email, a child's details or parent, or a deletion. */
  accountsChanged: AccountsChanged;
  /** Accounts changed in any process (the session events): the admin user list is read again. */
  accountEvents: { onAccountsChanged(listener: (userIds: number[]) => void): void };
}

/** Runs a change and writes its audit entry in the same transaction. */
export type Audited = <T>(
  actor: UserRow,
  entry: AuditRecord | ((result: T) => AuditRecord),
  change: (tx: DbOrTx) => Promise<T>,
) => Promise<T>;
