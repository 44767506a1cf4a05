import type { Analytics } from '@hadal/domain';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/features/admin/components/page-header';
import { QueryState } from '@/features/admin/components/query-state';
import { useAnalytics } from '@/features/admin/hooks';

const CARDS: { key: keyof Analytics; label: string }[] = [
  { key: 'total_users', label: 'Total Users' },
  { key: 'daily_active_users', label: 'Active Today' },
  { key: 'total_child_profiles', label: 'Child Profiles' },
  { key: 'total_lesson_sessions', label: 'Lesson Sessions' },
  { key: 'completed_lessons', label: 'Completed Lessons' },
  { key: 'dynamic_lessons_created', label: 'Dynamic Lessons Created' },
];

/** /admin/analytics: platform totals (spec 02 §2). */
export function AnalyticsPage() {
  const analytics = useAnalytics();
  return (
    <section>
      <PageHeader
        title="Analytics"
        description="Totals across Hadal. Active today counts accounts with activity on today's date."
      />
      <QueryState
        query={analytics}
        loading="Loading analytics..."
        failed="Failed to load analytics"
        empty=""
        isEmpty={() => false}
      >
        {(data) => (
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {CARDS.map((c) => (
              <Card key={c.key} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-ink-700">{c.label}</dt>
                <dd className="font-display text-3xl font-bold text-ink-900">{data[c.key].toLocaleString('en-US')}</dd>
              </Card>
            ))}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
