import { CheckCircle2, Lightbulb, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface AnswerFeedback {
  correct: boolean;
  /** Pronunciation only: the result's feedback; 'skip' hides the pronunciation message. */
  kind?: 'skip' | 'match' | 'close' | 'try again';
  /** A typed answer accepted with a remark: 'Almost — watch the spelling: …' or the standard spelling. */
  message?: string;
}

export interface ExerciseFooterProps {
  mode: 'reading' | 'matching' | 'question' | 'pronunciation';
  isLast: boolean;
  feedback: AnswerFeedback | null;
  correctAnswer?: string;
  learningNote?: string;
  canCheck: boolean;
  error: string | null;
  onCheck: () => void;
  onNext: () => void;
}

/** The lesson exercise footer (spec 02 §2): feedback, learning note, and the one action button. */
export function ExerciseFooter({
  mode,
  isLast,
  feedback,
  correctAnswer,
  learningNote,
  canCheck,
  error,
  onCheck,
  onNext,
}: ExerciseFooterProps) {
  const done = mode === 'reading' || feedback !== null;
  const nextLabel = isLast ? 'Finish Lesson' : 'Next';
  return (
    <div className="space-y-3 border-t border-sand-200 pt-4">
      {feedback ? (
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
            {mode === 'pronunciation' && feedback.kind !== 'skip' ? (
              <p>{feedback.kind === 'match' ? 'Great pronunciation!' : 'Keep practicing!'}</p>
            ) : null}
            {feedback.correct && feedback.message ? <p>{feedback.message}</p> : null}
            {!feedback.correct && correctAnswer ? <p>The correct answer is: {correctAnswer}</p> : null}
          </div>
        </div>
      ) : null}
      {done && learningNote ? (
        <p className="flex gap-2 rounded-control bg-sun-50 px-4 py-3 text-sm text-ink-900">
          <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-sun-700" />
          <span>{learningNote}</span>
        </p>
      ) : null}
      {error && !done ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        {done ? (
          <Button onClick={onNext} size="lg" className="w-full sm:w-auto">
            {nextLabel}
          </Button>
        ) : (
          <Button onClick={onCheck} disabled={!canCheck} size="lg" className="w-full sm:w-auto">
            {mode === 'matching' ? 'Check Matches' : 'Check Answer'}
          </Button>
        )}
      </div>
    </div>
  );
}
