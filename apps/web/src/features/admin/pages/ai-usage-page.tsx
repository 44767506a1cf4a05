import { useState, type FormEvent } from 'react';
import { AI_USAGE_PAGE_SIZE, type AiUsageRow } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DataTable } from '@/features/admin/components/data-table';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { SetLimitDialog } from '@/features/admin/components/set-limit-dialog';
import { useAiUsage, useResetAiUsage } from '@/features/admin/hooks';

/** /admin/ai-usage: search by email, 20 per page; set a limit or reset today's usage (spec 02 §2). */
export function AiUsagePage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const usage = useAiUsage(search, skip);
  const reset = useResetAiUsage();
  const [limiting, setLimiting] = useState<AiUsageRow | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setSkip(0);
  };
  const total = usage.data?.total ?? 0;

  return (
    <section>
      <PageHeader title="AI Usage" description="Each user's daily limit of AI lessons and their use today (UTC)." />
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <Input
          label="Search by email"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {reset.isError ? <FailureAlert error={reset.error} text="Failed to reset usage" className="mb-4" /> : null}
      <QueryState
        query={usage}
        loading="Loading usage..."
        failed="Failed to load usage"
        empty={search ? 'No user matches this search.' : 'No users yet.'}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <DataTable
            label="AI usage"
            rows={page.items}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Email', cell: (r) => r.email ?? '—' },
              { header: 'Daily Limit', cell: (r) => r.daily_limit },
              { header: 'Today', cell: (r) => r.today_usage },
              {
                header: 'Actions',
                cell: (r) => (
                  <span className="flex flex-wrap justify-end gap-2 md:justify-start">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setLimiting(r)}
                      aria-label={`Set limit of ${r.email ?? r.id}`}
                    >
                      Set Limit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={r.today_usage === 0}
                      loading={reset.isPending && reset.variables === r.id}
                      onClick={() => reset.mutate(r.id)}
                      aria-label={`Reset usage of ${r.email ?? r.id}`}
                    >
                      Reset Usage
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {total > AI_USAGE_PAGE_SIZE ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={skip === 0}
            onClick={() => setSkip(Math.max(0, skip - AI_USAGE_PAGE_SIZE))}
          >
            Previous
          </Button>
          <span className="text-sm text-ink-700">
            {skip + 1}–{Math.min(skip + AI_USAGE_PAGE_SIZE, total)} of {total}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={skip + AI_USAGE_PAGE_SIZE >= total}
            onClick={() => setSkip(skip + AI_USAGE_PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      ) : null}
      <SetLimitDialog row={limiting} onClose={() => setLimiting(null)} />
    </section>
  );
}
