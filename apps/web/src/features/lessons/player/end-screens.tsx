import { Link } from 'react-router';
import { BookOpen, PartyPopper, RotateCcw, SkipForward, XCircle } from 'lucide-react';
import type { LessonResult } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

const toDashboard = buttonStyles({ variant: 'outline' });

/**
 * After the last exercise: 'Lesson Complete' with XP, or 'Lesson Failed' with Try Again; and the
 * stories of the lesson's level to read next.
 */
export function ResultScreen({
  result,
  cefrLevel,
  onTryAgain,
}: {
  result: LessonResult;
  cefrLevel: string;
  onTryAgain: () => void;
}) {
  return (
    <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card">
      {result.passed ? (
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-sun-400" />
      ) : (
        <XCircle aria-hidden="true" className="mx-auto size-12 text-danger-700" />
      )}
      <h2 className="font-display text-2xl font-bold">{result.passed ? 'Lesson Complete' : 'Lesson Failed'}</h2>
      <p className="text-ink-700">
        You got {result.correct} of {result.total} graded questions right (
        {Math.round((result.correct / Math.max(result.total, 1)) * 100)}%).
      </p>
      {result.passed ? (
        <>
          <p className="text-lg font-semibold text-success-700">+{result.xpEarned} XP</p>
          {result.bonusXp > 0 ? (
            <p className="text-sm text-ink-700">Including a pass bonus of {result.bonusXp} XP</p>
          ) : null}
        </>
      ) : (
        <p className="text-ink-700">You need 70% to pass. Your progress is kept at 90%.</p>
      )}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {!result.passed ? (
          <Button icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onTryAgain}>
            Try Again
          </Button>
        ) : null}
        <Link to={`/stories?level=${encodeURIComponent(cefrLevel)}`} className={toDashboard}>
          <BookOpen aria-hidden="true" className="size-4" />
          Read a story at {cefrLevel}
        </Link>
        <Link to="/dashboard" className={toDashboard}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

export function SkippedScreen() {
  return (
    <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card">
      <SkipForward aria-hidden="true" className="mx-auto size-12 text-ocean-600" />
      <h2 className="font-display text-2xl font-bold">Lesson Skipped</h2>
      <p className="text-ink-700">The next lesson is now unlocked. You can come back to this one at any time.</p>
      <Link to="/dashboard" className={toDashboard}>
        Back to Dashboard
      </Link>
    </div>
  );
}
