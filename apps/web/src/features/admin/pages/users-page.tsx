import { useState } from 'react';
import type { AdminUser } from '@hadal/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ChildProfilesSection } from '@/features/admin/components/child-profiles-section';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/features/admin/components/data-table';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { ResetPasswordDialog } from '@/features/admin/components/reset-password-dialog';
import { shortDate } from '@/features/admin/error-message';
import {
  useDeleteUser,
  useRemoveUserMfa,
  useSetVoiceContributor,
  useUsers,
  useVerifyUserEmail,
} from '@/features/admin/hooks';

type Confirming = { action: 'delete' | 'mfa'; user: AdminUser } | null;
const who = (u: AdminUser) => u.email ?? u.username;

/** /admin/users: accounts with their actions, then child profiles (spec 02 §2 Users). */
export function UsersPage() {
  const users = useUsers();
  const verify = useVerifyUserEmail();
  const remove = useDeleteUser();
  const removeMfa = useRemoveUserMfa();
  const contributor = useSetVoiceContributor();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const confirm = confirming?.action === 'mfa' ? removeMfa : remove;

  return (
    <section>
      <PageHeader title="Users" description="Accounts, their email and two-factor state, and child profiles." />
      {verify.isError ? <FailureAlert error={verify.error} text="Failed to verify email" className="mb-4" /> : null}
      {contributor.isError ? (
        <FailureAlert error={contributor.error} text="Failed to change the voice contributor role" className="mb-4" />
      ) : null}
      <QueryState
        query={users}
        loading="Loading users..."
        failed="Failed to load users"
        empty="No users yet."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            label="Users"
            rows={rows}
            rowKey={(u) => u.id}
            columns={[
              {
                header: 'Email',
                cell: (u) => (
                  <>
                    <span className="block font-semibold">{u.email ?? '—'}</span>
                    <span className="block text-xs text-ink-700">
                      {[
                        u.is_admin && 'Admin',
                        u.is_parent && 'Parent',
                        u.is_voice_contributor && 'Voice contributor',
                        `since ${shortDate(u.created_at)}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </>
                ),
              },
              { header: 'Username', cell: (u) => u.username },
              {
                header: 'Email Verified',
                cell: (u) =>
                  u.email_verified ? (
                    <Badge tone="success" className="whitespace-nowrap">
                      Verified
                    </Badge>
                  ) : (
                    <Badge tone="warning" className="whitespace-nowrap">
                      Not verified
                    </Badge>
                  ),
              },
              {
                header: 'MFA',
                cell: (u) =>
                  u.mfa_enabled ? (
                    <Badge tone="info" className="whitespace-nowrap">
                      Enabled
                    </Badge>
                  ) : (
                    <Badge className="whitespace-nowrap">Off</Badge>
                  ),
              },
              {
                header: 'Actions',
                cell: (u) => (
                  <span className="flex flex-wrap justify-end gap-2 md:justify-start">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setResetting(u)}
                      aria-label={`Reset password of ${who(u)}`}
                    >
                      Reset Password
                    </Button>
                    {!u.email_verified ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={verify.isPending && verify.variables === u.id}
                        onClick={() => verify.mutate(u.id)}
                        aria-label={`Verify email of ${who(u)}`}
                      >
                        Verify Email
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      loading={contributor.isPending && contributor.variables?.id === u.id}
                      onClick={() => contributor.mutate({ id: u.id, enabled: !u.is_voice_contributor })}
                      aria-label={`${u.is_voice_contributor ? 'Remove voice contributor role of' : 'Make voice contributor:'} ${who(u)}`}
                    >
                      {u.is_voice_contributor ? 'Remove Voice Contributor' : 'Make Voice Contributor'}
                    </Button>
                    {u.mfa_enabled ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setConfirming({ action: 'mfa', user: u })}
                        aria-label={`Remove MFA of ${who(u)}`}
                      >
                        Remove MFA
                      </Button>
                    ) : null}
                    {!u.is_bootstrap_admin ? (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => {
                          remove.reset();
                          setConfirming({ action: 'delete', user: u });
                        }}
                        aria-label={`Delete ${who(u)}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ChildProfilesSection />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming?.action === 'mfa' ? 'Remove MFA' : 'Delete User'}
        description={
          confirming?.action === 'mfa'
            ? `Turn off two-factor authentication for ${confirming ? who(confirming.user) : ''}?`
            : `Delete ${confirming ? who(confirming.user) : ''} with their child profiles and progress? This cannot be undone.`
        }
        confirmLabel={confirming?.action === 'mfa' ? 'Remove MFA' : 'Delete User'}
        pending={confirm.isPending}
        error={
          confirm.isError ? (confirming?.action === 'mfa' ? 'Failed to remove MFA' : 'Failed to delete user') : null
        }
        onConfirm={() => confirming && confirm.mutate(confirming.user.id, { onSuccess: () => setConfirming(null) })}
      />
    </section>
  );
}
