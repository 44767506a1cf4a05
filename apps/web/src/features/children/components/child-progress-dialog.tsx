import type { ChildProgressEntry } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useChildProgress, useLessonTitles } from '@/features/children/hooks';

export const CHILD_PROGRESS_MESSAGES = {
  loadFailed: 'Failed to load lesson progress',
  empty: 'No lesson progress yet',
};

/** Completed lessons first, then by progress. */
function byProgress(a: ChildProgressEntry, b: ChildProgressEntry): number {
  return Number(b.completed) - Number(a.completed) || b.progress_percentage - a.progress_percentage;
}

/** 'Completed Lessons - {child}': the percent of each lesson the child touched, titled from the lessons list. */
export function ChildProgressDialog({
  child,
  onClose,
}: {
  child: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const progress = useChildProgress(child?.id ?? null);
  const titles = useLessonTitles(child !== null);
  const entries = [...(progress.data ?? [])].sort(byProgress);
  // Titles come from the lessons list; without it the stable ids stand in for them.
  const loading = progress.isPending || titles.isPending;

  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Completed Lessons - ${child?.name ?? ''}`}
      size="md"
    >
      {loading ? (
        <p role="status" className="text-ink-700">
          Loading lesson progress...
        </p>
      ) : progress.isError ? (
        <Alert tone="danger">{CHILD_PROGRESS_MESSAGES.loadFailed}</Alert>
      ) : entries.length === 0 ? (
        <p className="py-4 text-center text-ink-700">{CHILD_PROGRESS_MESSAGES.empty}</p>
      ) : (
        <ul className="divide-y divide-sand-200" aria-label="Lesson progress">
          {entries.map((entry) => {
            const title = titles.data?.get(entry.lesson_stable_id) ?? entry.lesson_stable_id;
            return (
              <li key={entry.lesson_stable_id} className="py-3">
                <div className="mb-1.5 flex items-center justify-between gap-3">
                  <span className="font-semibold text-ink-900">{title}</span>
                  <span className="flex items-center gap-2 text-sm tabular-nums text-ink-700">
                    {entry.skipped && !entry.completed ? <Badge tone="warning">Skipped</Badge> : null}
                    {entry.progress_percentage}%
                  </span>
                </div>
                <ProgressBar
                  value={entry.progress_percentage}
                  label={`${title} progress`}
                  tone={entry.completed ? 'success' : 'ocean'}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
