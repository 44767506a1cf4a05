import { Alert } from '@/components/ui/alert';

export interface AnswerFeedbackProps {
  isCorrect: boolean;
  correctAnswer: string;
  learningNote?: string | undefined;
}

/** 'Correct!' or 'Incorrect' plus 'The correct answer is: …', and the step's learning note. */
export function AnswerFeedback({ isCorrect, correctAnswer, learningNote }: AnswerFeedbackProps) {
  return (
    <Alert
      tone={isCorrect ? 'success' : 'danger'}
      role="status"
      title={isCorrect ? 'Correct!' : 'Incorrect'}
      className="mt-5"
    >
      {isCorrect ? null : <p>The correct answer is: {correctAnswer}</p>}
      {learningNote ? <p className="mt-1 text-ink-700">{learningNote}</p> : null}
    </Alert>
  );
}
