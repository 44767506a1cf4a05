import { Link } from 'react-router';
import { CheckCircle2, PartyPopper, RotateCcw, XCircle } from 'lucide-react';
import type { StoryCompleteResponse, StoryReader } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

/** After the answers: the score, the XP earned, the right answer of each question missed, the way back. */
export function StoryResult({
  result,
  questions,
  onTryAgain,
}: {
  result: StoryCompleteResponse;
  questions: StoryReader['questions'];
  onTryAgain: () => void;
}) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return (
    <div className="space-y-5 rounded-card border border-sand-200 bg-white p-6 shadow-card">
      <div className="space-y-2 text-center">
        {result.passed ? (
          <PartyPopper aria-hidden="true" className="mx-auto size-12 text-sun-400" />
        ) : (
          <XCircle aria-hidden="true" className="mx-auto size-12 text-danger-700" />
        )}
        <h2 className="font-display text-2xl font-bold">{result.passed ? 'Story Complete' : 'Not quite yet'}</h2>
        <p className="text-ink-700">
          You got {result.correct} of {result.total} questions right.
        </p>
        {result.xp_granted > 0 ? (
          <p className="text-lg font-semibold text-success-700">+{result.xp_granted} XP</p>
        ) : result.passed ? (
          <p className="text-ink-700">You already earned this story&apos;s XP ({result.xp_earned} XP).</p>
        ) : (
          <p className="text-ink-700">You need 70% to pass. Read the story again and try once more.</p>
        )}
      </div>
      <ol className="space-y-3">
        {result.results.map((r, i) => (
          <li key={r.question_id} className="flex gap-3">
            {r.correct ? (
              <CheckCircle2 role="img" aria-label="Right" className="mt-0.5 size-5 shrink-0 text-success-700" />
            ) : (
              <XCircle role="img" aria-label="Wrong" className="mt-0.5 size-5 shrink-0 text-danger-700" />
            )}
            <div className="text-sm">
              <p className="font-semibold text-ink-900">
                {i + 1}. {byId.get(r.question_id)?.question}
              </p>
              {r.correct ? (
                <p className="text-ink-700">{r.answer}</p>
              ) : (
                <>
                  <p className="text-ink-700">
                    {r.answer ? `Your answer: ${r.answer}. ` : 'Not answered. '}The answer: {r.correct_answer}.
                  </p>
                  <p className="text-ink-700">{r.explanation}</p>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {!result.passed ? (
          <Button icon={<RotateCcw aria-hidden="true" className="size-4" />} onClick={onTryAgain}>
            Try Again
          </Button>
        ) : null}
        <Link to="/stories" className={buttonStyles({ variant: result.passed ? 'primary' : 'outline' })}>
          Back to Stories
        </Link>
        <Link to="/dashboard" className={buttonStyles({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
