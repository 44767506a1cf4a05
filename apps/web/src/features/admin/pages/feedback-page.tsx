import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/features/admin/components/data-table';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { shortDate } from '@/features/admin/error-message';
import { useFeedback } from '@/features/admin/hooks';

/** /admin/feedback: learners' problem reports, newest first (spec 02 §2). */
export function FeedbackPage() {
  const feedback = useFeedback();
  return (
    <section>
      <PageHeader title="Feedback" description="Problems learners reported from a lesson, newest first." />
      <QueryState
        query={feedback}
        loading="Loading feedback..."
        failed="Failed to load feedback"
        empty="No feedback yet."
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <DataTable
            label="Feedback"
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              {
                header: 'Lesson',
                cell: (r) => (
                  <>
                    <span className="block font-semibold">{r.lesson_title}</span>
                    <span className="block text-xs text-ink-700">
                      {r.lesson_stable_id} · {r.bundle_id}
                    </span>
                  </>
                ),
              },
              {
                header: 'Type',
                cell: (r) => <Badge tone={r.feedback_type === 'bug' ? 'danger' : 'info'}>{r.feedback_type}</Badge>,
              },
              { header: 'Message', cell: (r) => <span className="whitespace-pre-line">{r.message}</span> },
              { header: 'From', cell: (r) => r.user_email ?? '—' },
              { header: 'Date', cell: (r) => shortDate(r.created_at) },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
