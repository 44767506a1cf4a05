import { useState } from 'react';
import { answersMatch, phraseQuizQuestions, quizPercent, type Exercise } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AudioButton } from '@/features/lessons/components/audio-button';

/** The phrases of a phrase-practice exercise. */
export type QuizPhrase = NonNullable<Exercise['phrases']>[number];

/** The client-side quiz mode of phrase practice: question by question, running score, percent at the end. */
export function PhraseQuiz({ phrases }: { phrases: QuizPhrase[] }) {
  const [questions, setQuestions] = useState(() => phraseQuizQuestions(phrases));
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const [score, setScore] = useState(0);
  const total = questions.length;

  if (index >= total) {
    return (
      <div className="space-y-3 rounded-card bg-sand-100 p-4 text-center">
        <p className="font-display text-xl font-semibold">Quiz finished!</p>
        <p>
          You scored {quizPercent(score, total)}% ({score} of {total})
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setQuestions(phraseQuizQuestions(phrases));
            setIndex(0);
            setScore(0);
            setPicked(null);
          }}
        >
          Practice again
        </Button>
      </div>
    );
  }
  const q = questions[index]!;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm text-ink-700">
        <span>
          Question {index + 1} of {total}
        </span>
        <span aria-live="polite">
          Score: {score}/{total}
        </span>
      </div>
      <p className="flex items-center gap-2 text-lg">
        What does <strong lang="so">{q.somali}</strong> mean?
        <AudioButton audioKey={q.audio} label={q.somali} />
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {q.options.map((o) => {
          const right = picked !== null && answersMatch(o, q.correct);
          const wrong = picked === o && !right;
          return (
            <button
              key={o}
              type="button"
              disabled={picked !== null}
              onClick={() => {
                setPicked(o);
                if (answersMatch(o, q.correct)) setScore(score + 1);
              }}
              className={cn(
                'min-h-11 rounded-control border-2 px-3 text-left',
                right
                  ? 'border-success-700 bg-success-50'
                  : wrong
                    ? 'border-danger-700 bg-danger-50'
                    : 'border-sand-200 bg-white',
              )}
            >
              {o}
            </button>
          );
        })}
      </div>
      {picked !== null ? (
        <div className="flex items-center justify-between gap-3">
          <p
            className={
              answersMatch(picked, q.correct) ? 'font-semibold text-success-700' : 'font-semibold text-danger-700'
            }
          >
            {answersMatch(picked, q.correct) ? 'Correct!' : `Incorrect. The correct answer is: ${q.correct}`}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setIndex(index + 1);
              setPicked(null);
            }}
          >
            {index + 1 < total ? 'Next Question' : 'See Score'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
