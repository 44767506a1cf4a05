import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { LessonListItem } from '@hadal/domain';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';

export interface LessonCardProps {
  lesson: LessonListItem;
  progress: number;
  completed: boolean;
  skipped: boolean;
  locked: boolean;
  lockReason?: string;
}

/** A lesson on the dashboard: icon, title, description, progress (none when skipped), state badge, lock. */
export function LessonCard({ lesson, progress, completed, skipped, locked, lockReason }: LessonCardProps) {
  const reasonId = `lock-${lesson.stable_id}`;
  const body = (
    <>
      <div className="flex items-start gap-3">
        <span className="text-3xl leading-none" aria-hidden="true">
          {lesson.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-lg font-semibold text-ink-900">{lesson.title}</h3>
          <p className="mt-1 text-sm text-ink-700">{lesson.description}</p>
        </div>
        {locked ? <Lock role="img" aria-label="Locked" className="size-5 shrink-0 text-ink-500" /> : null}
      </div>
      <div className="mt-4 flex items-center gap-3">
        {skipped && !completed ? (
          // A skipped lesson shows no partial bar: it was passed over, not part done.
          <span className="flex-1" />
        ) : (
          <ProgressBar
            value={completed ? 100 : progress}
            label={`${lesson.title} progress`}
            className="flex-1"
            tone={completed ? 'success' : 'ocean'}
          />
        )}
        {completed ? <Badge tone="success">Completed</Badge> : skipped ? <Badge tone="warning">Skipped</Badge> : null}
      </div>
      {locked && lockReason ? (
        <p id={reasonId} className="mt-3 text-sm text-ink-500">
          {lockReason}
        </p>
      ) : null}
    </>
  );
  const classes = cn(
    'block h-full rounded-card border border-sand-200 bg-white p-5 shadow-card',
    locked
      ? 'cursor-not-allowed opacity-70'
      : 'transition-shadow hover:shadow-raised focus-visible:outline-3 focus-visible:outline-focus',
  );
  return (
    <li className="list-none">
      {locked ? (
        <div
          className={classes}
          aria-disabled="true"
          aria-describedby={lockReason ? reasonId : undefined}
          data-testid="lesson-card"
          data-locked="true"
        >
          {body}
        </div>
      ) : (
        <Link to={`/lesson/${lesson.id}`} className={classes} data-testid="lesson-card" data-locked="false">
          {body}
        </Link>
      )}
    </li>
  );
}

export function LessonCardSkeleton() {
  return (
    <li className="list-none rounded-card border border-sand-200 bg-white p-5 shadow-card" aria-hidden="true">
      <div className="flex gap-3">
        <div className="size-8 animate-pulse rounded bg-sand-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-sand-200" />
          <div className="h-3 w-full animate-pulse rounded bg-sand-100" />
        </div>
      </div>
      <div className="mt-4 h-2.5 animate-pulse rounded-full bg-sand-100" />
    </li>
  );
}
