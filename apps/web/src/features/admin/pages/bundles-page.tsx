import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/features/admin/components/data-table';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { useActivateBundle, useBundles } from '@/features/admin/hooks';

/** /admin/bundles: every registered bundle, one active (spec 02 §2 Bundles). */
export function BundlesPage() {
  const bundles = useBundles();
  const activate = useActivateBundle();
  return (
    <section>
      <PageHeader
        title="Bundles"
        description="Learners see the lessons of the active bundle. Their progress carries over by lesson."
      />
      {activate.isError ? (
        <Alert tone="danger" className="mb-4">
          Failed to activate bundle
        </Alert>
      ) : null}
      {activate.isSuccess ? (
        <Alert tone="success" className="mb-4">
          {activate.data.message}
        </Alert>
      ) : null}
      <QueryState
        query={bundles}
        loading="Loading bundles..."
        failed="Failed to load bundles"
        empty="No bundles are registered."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            label="Bundles"
            rows={rows}
            rowKey={(b) => `${b.bundle_id}@${b.version}`}
            columns={[
              {
                header: 'Name',
                cell: (b) => (
                  <>
                    <span className="block font-semibold">{b.name}</span>
                    <span className="block text-xs text-ink-700">{b.bundle_id}</span>
                  </>
                ),
              },
              { header: 'Version', cell: (b) => b.version },
              { header: 'Description', cell: (b) => <span className="text-ink-700">{b.description}</span> },
              { header: 'Lessons', cell: (b) => b.lesson_count },
              {
                header: 'Status',
                cell: (b) => (
                  <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                    {b.is_active ? (
                      <Badge tone="success" className="whitespace-nowrap">
                        Active
                      </Badge>
                    ) : (
                      <Badge className="whitespace-nowrap">Inactive</Badge>
                    )}
                    {b.is_registered ? (
                      <Badge tone="info" className="whitespace-nowrap">
                        Registered
                      </Badge>
                    ) : null}
                  </span>
                ),
              },
              {
                header: 'Actions',
                className: 'md:whitespace-nowrap',
                cell: (b) => (
                  <Button
                    size="sm"
                    disabled={b.is_active || activate.isPending}
                    loading={activate.isPending && activate.variables === b.bundle_id}
                    onClick={() => activate.mutate(b.bundle_id)}
                    aria-label={`Activate ${b.name}`}
                  >
                    {b.is_active ? 'Active' : 'Activate'}
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
