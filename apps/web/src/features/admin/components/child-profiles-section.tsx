import { useState } from 'react';
import type { AdminChildProfile } from '@hadal/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ChildEditDialog } from '@/features/admin/components/child-edit-dialog';
import { DataTable } from '@/features/admin/components/data-table';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { MoveChildDialog } from '@/features/admin/components/move-child-dialog';
import { QueryState } from '@/features/admin/components/query-state';
import { useChildProfiles, useVerifyChildEmail } from '@/features/admin/hooks';

/** Child profiles: edit, verify email, move to another parent (spec 02 §2 Users). */
export function ChildProfilesSection() {
  const children = useChildProfiles();
  const verify = useVerifyChildEmail();
  const [editing, setEditing] = useState<AdminChildProfile | null>(null);
  const [moving, setMoving] = useState<AdminChildProfile | null>(null);
  return (
    <section aria-labelledby="child-profiles-title" className="mt-10">
      <h2 id="child-profiles-title" className="mb-4 text-xl font-semibold text-ink-900">
        Child Profiles
      </h2>
      {verify.isError ? (
        <FailureAlert error={verify.error} text="Failed to verify child email" className="mb-4" />
      ) : null}
      <QueryState
        query={children}
        loading="Loading child profiles..."
        failed="Failed to load child profiles"
        empty="No child profiles yet."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            label="Child profiles"
            rows={rows}
            rowKey={(c) => c.id}
            columns={[
              { header: 'Name', cell: (c) => <span className="font-semibold">{c.name}</span> },
              { header: 'Username', cell: (c) => c.username },
              { header: 'Age', cell: (c) => c.age ?? '—' },
              { header: 'Email', cell: (c) => c.email ?? '—' },
              {
                header: 'Verified',
                cell: (c) =>
                  c.email_verified ? (
                    <Badge tone="success" className="whitespace-nowrap">
                      Verified
                    </Badge>
                  ) : (
                    <Badge className="whitespace-nowrap">Not verified</Badge>
                  ),
              },
              { header: 'Parent', cell: (c) => c.parent_email ?? `#${c.parent_id}` },
              {
                header: 'Actions',
                cell: (c) => (
                  <span className="flex flex-wrap justify-end gap-2 md:justify-start">
                    <Button size="sm" variant="outline" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                      Edit
                    </Button>
                    {c.email && !c.email_verified ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={verify.isPending && verify.variables === c.id}
                        onClick={() => verify.mutate(c.id)}
                        aria-label={`Verify email of ${c.name}`}
                      >
                        Verify Email
                      </Button>
                    ) : null}
                    <Button size="sm" variant="outline" onClick={() => setMoving(c)} aria-label={`Move ${c.name}`}>
                      Move
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <ChildEditDialog child={editing} onClose={() => setEditing(null)} />
      <MoveChildDialog child={moving} onClose={() => setMoving(null)} />
    </section>
  );
}
