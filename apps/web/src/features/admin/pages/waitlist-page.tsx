import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/features/admin/components/data-table';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { errorMessage, shortDate } from '@/features/admin/error-message';
import { useInviteWaitlistEntry, useWaitlist } from '@/features/admin/hooks';

/** /admin/waitlist: entries, and 'Send Invite' for those not invited yet (spec 02 §2 Waitlist). */
export function WaitlistPage() {
  const waitlist = useWaitlist();
  const invite = useInviteWaitlistEntry();
  return (
    <section>
      <PageHeader
        title="Waitlist"
        description="People who asked for an invite on the home page. Sending an invite emails them a code."
      />
      {invite.isError ? (
        <Alert tone="danger" className="mb-4">
          {errorMessage(invite.error, 'Failed to send invite. Please try again.')}
        </Alert>
      ) : null}
      {invite.isSuccess ? (
        <Alert tone="success" className="mb-4">
          Invite sent to {invite.data.email}. Code: <strong>{invite.data.invite_code}</strong>
        </Alert>
      ) : null}
      <QueryState
        query={waitlist}
        loading="Loading waitlist..."
        failed="Failed to load waitlist. Please try again."
        empty="Nobody is on the waitlist."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            label="Waitlist"
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Email', cell: (r) => r.email },
              { header: 'Joined', cell: (r) => shortDate(r.created_at) },
              {
                header: 'Account',
                cell: (r) =>
                  r.user_verified ? (
                    <Badge tone="success" className="whitespace-nowrap">
                      Verified
                    </Badge>
                  ) : (
                    <Badge className="whitespace-nowrap">Not verified</Badge>
                  ),
              },
              { header: 'Invite Code', cell: (r) => (r.invite_code ? <code>{r.invite_code}</code> : '—') },
              {
                header: 'Actions',
                className: 'md:whitespace-nowrap',
                cell: (r) =>
                  r.invite_code ? (
                    <Badge tone="info" className="whitespace-nowrap">
                      Invited
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      loading={invite.isPending && invite.variables === r.id}
                      disabled={invite.isPending}
                      onClick={() => invite.mutate(r.id)}
                      aria-label={`Send invite to ${r.email}`}
                    >
                      Send Invite
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
