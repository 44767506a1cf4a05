import { Suspense } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AnswerFeedback } from './answer-feedback';
import { AnswerFeedbackBox } from './on-demand';

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
        <Suspense fallback={null}>
          <AnswerFeedbackBox
            feedback={feedback}
            pronunciation={mode === 'pronunciation'}
            correctAnswer={correctAnswer}
          />
        </Suspense>
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
