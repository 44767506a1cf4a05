import { CheckCircle2, XCircle } from 'lucide-react';

export interface AnswerFeedback {
  correct: boolean;
  /** Pronunciation only: the result's feedback; 'skip' hides the pronunciation message. */
  kind?: 'skip' | 'match' | 'close' | 'try again';
  /** A typed answer's remark: 'Almost — watch the spelling: …', the standard spelling, or the ending missed. */
  message?: string;
}

/** The verdict after a check: Correct! or Incorrect, with the remark, the pronunciation result or the right answer. */
export function AnswerFeedbackBox({
  feedback,
  pronunciation,
  correctAnswer,
}: {
  feedback: AnswerFeedback;
  pronunciation: boolean;
  correctAnswer?: string;
}) {
  return (
    <div
      role="status"
      className={
        feedback.correct
          ? 'flex gap-2 rounded-control bg-success-50 px-4 py-3 text-success-700'
          : 'flex gap-2 rounded-control bg-danger-50 px-4 py-3 text-danger-700'
      }
    >
      {feedback.correct ? (
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      ) : (
        <XCircle aria-hidden="true" className="size-5 shrink-0" />
      )}
      <div>
        <p className="font-semibold">{feedback.correct ? 'Correct!' : 'Incorrect'}</p>
        {pronunciation && feedback.kind !== 'skip' ? (
          <p>{feedback.kind === 'match' ? 'Great pronunciation!' : 'Keep practicing!'}</p>
        ) : null}
        {feedback.message ? <p>{feedback.message}</p> : null}
        {!feedback.correct && correctAnswer ? <p>The correct answer is: {correctAnswer}</p> : null}
      </div>
    </div>
  );
}
