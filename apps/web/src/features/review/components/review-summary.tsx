import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import type { ReviewStats } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col justify-between rounded-control bg-sand-50 px-2 py-3 sm:px-3">
      <dt className="text-xs text-ink-700 sm:text-sm">{label}</dt>
      <dd className="font-display text-xl font-bold text-ink-900 sm:text-2xl">{value}</dd>
    </div>
  );
}

/**
 * The end of a session (spec 02 §2): correct of total, XP earned, total items, items due today
 * and 30-day accuracy, with Back to Dashboard or Review More (a page reload).
 */
export function ReviewSummary({
  correct,
  total,
  xpEarned,
  stats,
}: {
  correct: number;
  total: number;
  xpEarned: number;
  stats: ReviewStats | undefined;
}) {
  return (
    <div className="space-y-5 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card sm:p-8">
      <Trophy aria-hidden="true" className="mx-auto size-12 text-sun-400" />
      <h2 className="font-display text-2xl font-bold">Review Session Complete!</h2>
      <p className="text-lg text-ink-700">
        You got <strong>{correct}</strong> of <strong>{total}</strong> correct
      </p>
      <p className="text-lg font-semibold text-success-700">+{xpEarned} XP earned</p>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-busy={stats ? undefined : true}>
        <Stat label="Total items" value={stats ? String(stats.total_items) : '…'} />
        <Stat label="Due today" value={stats ? String(stats.due_today) : '…'} />
        <Stat label="30-day accuracy" value={stats ? `${Math.round(stats.accuracy_30_days)}%` : '…'} />
      </dl>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/dashboard" className={buttonStyles({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
        <Button onClick={() => window.location.reload()}>Review More</Button>
      </div>
    </div>
  );
}
