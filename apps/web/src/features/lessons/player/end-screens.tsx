import { Link } from 'react-router';
import { ArrowRight, BookOpen, Brain, Medal, PartyPopper, RotateCcw, SkipForward, XCircle } from 'lucide-react';
import { matchingPairs, nextLessonAfter, type Exercise, type LessonDetail, type LessonResult } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { useLessons } from '@/features/lessons/lesson-list';

const toDashboard = buttonStyles({ variant: 'outline' });

export interface ResultScreenProps {
  result: LessonResult;
  lesson: Pick<LessonDetail, 'stable_id' | 'lesson_type' | 'cefr_level' | 'order_index'>;
  /** The graded questions answered wrong at least once in this attempt, to look at again. */
  mistakes: readonly Exercise[];
  /** Passed with every graded question right at the first try. */
  perfect: boolean;
  onTryAgain: () => void;
}

/**
 * After the last exercise: 'Lesson Complete' with XP (and 'Perfect Lesson' when earned), or
 * 'Lesson Failed' with Try Again; the mistakes to look at again, 'Next lesson' after a pass, 'Review', and the stories
 * of the lesson's level to read next.
 */
export function ResultScreen({ result, lesson, mistakes, perfect, onTryAgain }: ResultScreenProps) {
  const lessons = useLessons();
  const next = result.passed && lessons.data ? nextLessonAfter(lesson, lessons.data) : null;
  return (
    <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card">
      {result.passed ? (
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-sun-400" />
      ) : (
        <XCircle aria-hidden="true" className="mx-auto size-12 text-danger-700" />
      )}
      <h2 className="font-display text-2xl font-bold">{result.passed ? 'Lesson Complete' : 'Lesson Failed'}</h2>
      {perfect ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-sun-100 px-3 py-1 text-sm font-semibold text-ink-900">
          <Medal aria-hidden="true" className="size-4 text-sun-700" />
          Perfect Lesson: every question right at the first try
        </p>
      ) : null}
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
      {mistakes.length > 0 ? (
        <section aria-labelledby="mistakes-heading" className="space-y-2 text-left">
          <h3 id="mistakes-heading" className="font-display text-lg font-semibold">
            Look at these again
          </h3>
          <ul className="space-y-2">
            {mistakes.map((e) => {
              const answer =
                e.correct_answer ??
                matchingPairs(e)
                  .map((p) => `${p.left} = ${p.right}`)
                  .join(', ');
              return (
                <li key={e.id} className="rounded-control border border-sand-200 bg-sand-50 px-3 py-2">
                  <p className="text-sm text-ink-700">{e.question ?? e.title ?? 'Question'}</p>
                  {answer ? <p className="font-semibold text-ink-900">{answer}</p> : null}
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-ink-700">They are in your review, so they come back.</p>
        </section>
      ) : null}
      <div className="flex flex-col flex-wrap justify-center gap-2 sm:flex-row">
        {!result.passed ? (
          <Button icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onTryAgain}>
            Try Again
          </Button>
        ) : null}
        {next ? (
          <Link to={`/lesson/${next.id}`} className={buttonStyles({ variant: 'primary' })}>
            Next lesson
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
        <Link to="/review" className={toDashboard}>
          <Brain aria-hidden="true" className="size-4" />
          Review
        </Link>
        <Link to={`/stories?level=${encodeURIComponent(lesson.cefr_level)}`} className={toDashboard}>
          <BookOpen aria-hidden="true" className="size-4" />
          Read a story at {lesson.cefr_level}
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
