import { Mic, Pencil, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useId } from 'react';
import { childProgressPercent, type ParentDashboardChild } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { ProgressBar } from '@/components/ui/progress-bar';

export type ChildAction = 'edit' | 'delete' | 'lessons' | 'reset' | 'continue';

export interface ChildCardProps {
  child: ParentDashboardChild;
  totalLessons: number;
  onAction: (action: ChildAction, child: ParentDashboardChild) => void;
  /** Continue Learning is on its way for this child. */
  continuing: boolean;
}

/** The smaller card actions share each row equally and never wrap their label. */
const secondary = 'flex-1 gap-1.5 px-2 whitespace-nowrap';

/** The last activity as a date, or 'Never'. */
export function lastActivityText(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** One child on the parent dashboard (spec 01 §2): totals, progress and the card actions. */
export function ChildCard({ child, totalLessons, onAction, continuing }: ChildCardProps) {
  const headingId = useId();
  const percent = childProgressPercent(child.lessons_completed, totalLessons);
  const act = (action: ChildAction) => () => onAction(action, child);
  return (
    <li className="list-none">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-card border border-sand-200 bg-white p-5 shadow-card"
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ocean-100 font-display text-xl font-bold text-ocean-700"
          >
            {child.child_name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="truncate font-display text-xl font-semibold text-ink-900">
              {child.child_name}
            </h2>
            <p className="text-sm text-ink-500">Learning Somali</p>
          </div>
        </div>

        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="flex flex-col justify-between rounded-control bg-sand-50 px-3 py-2">
            <dt className="text-xs font-semibold text-ink-500 uppercase">Lessons completed</dt>
            <dd className="text-2xl font-bold text-ink-900 tabular-nums">{child.lessons_completed}</dd>
          </div>
          <div className="flex flex-col justify-between rounded-control bg-sand-50 px-3 py-2">
            <dt className="text-xs font-semibold text-ink-500 uppercase">XP points</dt>
            <dd className="text-2xl font-bold text-ink-900 tabular-nums">{child.xp_points}</dd>
          </div>
        </dl>

        <div className="mt-4">
          <div className="mb-1 flex justify-between text-sm text-ink-700">
            <span>Progress</span>
            <span className="font-semibold tabular-nums">{percent}%</span>
          </div>
          <ProgressBar value={percent} label={`${child.child_name}'s progress`} valueText={`${percent}%`} />
        </div>
        <p className="mt-3 text-sm text-ink-700">
          Last activity: <span className="font-semibold">{lastActivityText(child.last_activity)}</span>
        </p>

        <div className="mt-5 flex flex-1 flex-col justify-end gap-2">
          <Button
            fullWidth
            onClick={act('continue')}
            loading={continuing}
            icon={<Play aria-hidden="true" className="size-4" />}
          >
            Continue Learning
          </Button>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" className={secondary} onClick={act('lessons')}>
              View Lessons
            </Button>
            <Button variant="outline" size="sm" className={secondary} onClick={act('reset')}>
              Reset Progress
            </Button>
          </div>
          <Link
            to={`/parent-dashboard/voice/${child.child_id}`}
            className={buttonStyles({ variant: 'outline', size: 'sm', className: 'gap-1.5' })}
          >
            <Mic aria-hidden="true" className="size-4 shrink-0" />
            Record for {child.child_name}
          </Link>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              className={secondary}
              onClick={act('edit')}
              icon={<Pencil aria-hidden="true" className="size-4 shrink-0" />}
            >
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={act('delete')}
              className={`${secondary} text-danger-700`}
              icon={<Trash2 aria-hidden="true" className="size-4 shrink-0" />}
            >
              Delete
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
