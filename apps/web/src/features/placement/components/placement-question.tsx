import { useState } from 'react';
import { optionText, type PlacementTest } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { PlacementAudioButton } from './placement-audio-button';

/**
 * One placement question: pick an option and Continue, or "I don't know" (counts wrong). No
 * right/wrong is shown during the test; the server grades it.
 */
export function PlacementQuestion({
  test,
  sending,
  onAnswer,
}: {
  test: PlacementTest;
  sending: boolean;
  onAnswer: (answer: string) => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const q = test.question;
  const heard = q.type === 'dictation' || q.type === 'listening_comprehension';
  return (
    <div className="space-y-5 rounded-card border border-sand-200 bg-white p-4 shadow-card sm:p-6">
      <ProgressBar
        value={test.answered}
        max={test.max_questions}
        label="Placement test progress"
        valueText={`Question ${test.answered + 1} of at most ${test.max_questions}`}
      />
      <p className="text-sm text-ink-700">
        Question {test.answered + 1} (the test ends after {test.min_questions} to {test.max_questions})
      </p>
      <h2 className="font-display text-xl font-semibold text-ink-900">{q.prompt}</h2>
      {q.text || q.audio_filename ? (
        <div className="flex items-center gap-3 rounded-card bg-sand-100 p-4">
          {q.text ? (
            <p className="flex-1 font-display text-xl font-semibold" lang="so">
              {q.text}
            </p>
          ) : (
            <span className="flex-1 text-ink-700">Listen to the Somali.</span>
          )}
          {q.audio_filename ? (
            <PlacementAudioButton
              audioKey={q.audio_filename}
              label={heard ? 'the Somali to listen to' : (q.text ?? '')}
            />
          ) : null}
        </div>
      ) : null}
      {q.translation ? <p className="text-ink-700">{q.translation}</p> : null}
      <div role="radiogroup" aria-label="Answer options" className="grid gap-2 sm:grid-cols-2">
        {q.options.map((option, i) => {
          const text = optionText(option);
          const selected = choice === text;
          return (
            <button
              key={`${text}-${i}`}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={sending}
              onClick={() => setChoice(text)}
              className={cn(
                'min-h-12 rounded-control border-2 px-3 py-2 text-left text-base focus-visible:outline-3 focus-visible:outline-focus',
                selected ? 'border-ocean-600 bg-ocean-50' : 'border-sand-200 bg-white hover:border-ocean-300',
              )}
            >
              {text}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={sending} onClick={() => onAnswer('')}>
          I don't know
        </Button>
        <Button disabled={sending || choice === null} onClick={() => choice !== null && onAnswer(choice)}>
          Continue
        </Button>
      </div>
    </div>
  );
}
