import type { ResponseFeedback } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const tone: Record<ResponseFeedback['feedback_type'], string> = {
  correct: 'border-success-700/30 bg-success-50 text-success-700',
  close: 'border-sun-300 bg-warning-50 text-warning-700',
  incorrect: 'border-danger-700/30 bg-danger-50 text-danger-700',
  skip: 'border-ocean-200 bg-ocean-50 text-ocean-800',
};

/** After an answer: the message, 'You said', a note that feedback may vary, and Next when allowed. */
export function FeedbackPanel({
  feedback,
  onNext,
  onRetry,
  busy,
}: {
  feedback: ResponseFeedback;
  onNext: () => void;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <div role="status" className={cn('space-y-2 rounded-card border p-4', tone[feedback.feedback_type])}>
      <p className="font-semibold">{feedback.message}</p>
      {feedback.feedback_type !== 'skip' && feedback.recognized_text ? (
        <p>
          You said: <span lang="so">{feedback.recognized_text}</span>
        </p>
      ) : null}
      {feedback.feedback_type === 'skip' || feedback.feedback_type === 'incorrect' ? (
        <p>
          Answer: <span lang="so">{feedback.expected_text}</span>
        </p>
      ) : null}
      <p className="text-sm">AI feedback may vary: trust your ear and the expected response too.</p>
      <div className="flex gap-2">
        {feedback.next_step ? (
          <Button onClick={onNext} disabled={busy} autoFocus>
            Next
          </Button>
        ) : (
          <Button variant="secondary" onClick={onRetry} autoFocus>
            Try again
          </Button>
        )}
      </div>
    </div>
  );
}
