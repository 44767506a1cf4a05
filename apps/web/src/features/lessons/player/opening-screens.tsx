import { Link } from 'react-router';
import { Lock, RotateCcw } from 'lucide-react';
import { lockReason, type LessonDetail } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { useLessons } from '@/features/lessons/lesson-list';

const toDashboard = buttonStyles({ variant: 'outline' });

/** A locked lesson opened by its address: it says why, and offers the way back. */
export function LockedLessonScreen({ lesson }: { lesson: LessonDetail }) {
  const lessons = useLessons();
  const reason = lessons.data
    ? lockReason(lesson, lessons.data)
    : 'Complete or skip the lessons before it to unlock this one.';
  return (
    <div
      className="space-y-4 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card"
      data-testid="lesson-locked"
    >
      <Lock aria-hidden="true" className="mx-auto size-12 text-ink-500" />
      <h2 className="font-display text-2xl font-bold">This lesson is locked</h2>
      <p className="text-ink-700">{reason}</p>
      <Link to="/dashboard" className={toDashboard}>
        Back to Dashboard
      </Link>
    </div>
  );
}

export type ReopenedAs = 'completed' | 'failed';

/** A lesson finished before opens at its start: what happened last time, and Try Again. */
export function ReopenedLessonCard({ as, onStart }: { as: ReopenedAs; onStart: () => void }) {
  return (
    <div
      className="space-y-3 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card"
      data-testid="lesson-reopened"
    >
      <h2 className="font-display text-xl font-bold">
        {as === 'completed' ? 'You completed this lesson' : 'You did not pass this lesson last time'}
      </h2>
      <p className="text-ink-700">
        {as === 'completed'
          ? 'Play it again from the start to practise. Your completion stays.'
          : 'Start again from the first exercise. You need 70% to pass.'}
      </p>
      <Button icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onStart}>
        Try Again
      </Button>
    </div>
  );
}
