import { useState } from 'react';
import { inviteState, type Invite } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CreateInviteForm } from '@/features/admin/components/create-invite-form';
import { DataTable } from '@/features/admin/components/data-table';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { RegistrationModeCard } from '@/features/admin/components/registration-mode-card';
import { RenewInviteDialog } from '@/features/admin/components/renew-invite-dialog';
import { shortDate } from '@/features/admin/error-message';
import { useDeleteInvite, useInvites } from '@/features/admin/hooks';

const STATE_BADGE = {
  available: (
    <Badge tone="success" className="whitespace-nowrap">
      Available
    </Badge>
  ),
  used: <Badge className="whitespace-nowrap">Used</Badge>,
  expired: (
    <Badge tone="warning" className="whitespace-nowrap">
      Expired
    </Badge>
  ),
};

/** /admin/invites: create, list, renew (unused only) and delete invites (spec 02 §2 Invites). */
export function InvitesPage() {
  const invites = useInvites();
  const remove = useDeleteInvite();
  const [renewing, setRenewing] = useState<Invite | null>(null);
  const [deleting, setDeleting] = useState<Invite | null>(null);
  const now = new Date();

  return (
    <section>
      <PageHeader title="Invites" description="Invite codes for registration when it is by invite only." />
      <RegistrationModeCard />
      <CreateInviteForm />
      <QueryState
        query={invites}
        loading="Loading invites..."
        failed="Failed to load invites. Please try again."
        empty="No invites yet."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            label="Invites"
            rows={rows}
            rowKey={(i) => i.id}
            columns={[
              { header: 'Code', cell: (i) => <code className="font-semibold">{i.invite_code}</code> },
              { header: 'Email', cell: (i) => i.email ?? '—' },
              { header: 'Type', cell: (i) => (i.invite_type === 'group' ? 'Group' : 'Individual') },
              { header: 'Created', cell: (i) => shortDate(i.created_at) },
              { header: 'Expires', cell: (i) => shortDate(i.expires_at) },
              { header: 'Used By', cell: (i) => (i.used_by.length ? i.used_by.join(', ') : '—') },
              {
                header: 'State',
                cell: (i) => STATE_BADGE[inviteState({ ...i, expires_at: new Date(i.expires_at) }, now)],
              },
              {
                header: 'Actions',
                className: 'md:whitespace-nowrap',
                cell: (i) => (
                  <span className="flex justify-end gap-2 md:justify-start">
                    {!i.is_used ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRenewing(i)}
                        aria-label={`Renew ${i.invite_code}`}
                      >
                        Renew
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => {
                        remove.reset();
                        setDeleting(i);
                      }}
                      aria-label={`Delete ${i.invite_code}`}
                    >
                      Delete
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <RenewInviteDialog invite={renewing} onClose={() => setRenewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Invite"
        description={`Delete invite ${deleting?.invite_code ?? ''}? It can no longer be used to register.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? 'Failed to delete invite. Please try again.' : null}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
      {invites.isSuccess && invites.data.length >= 100 ? (
        <Alert tone="info" className="mt-4">
          Showing the 100 newest invites.
        </Alert>
      ) : null}
    </section>
  );
}
