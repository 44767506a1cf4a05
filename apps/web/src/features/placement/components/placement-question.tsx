import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { optionText, PLACEMENT_LEVELS, type PlacementTest } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { PlacementAudioButton } from './placement-audio-button';

/**
 * One placement question: a typed one is answered in a text field (Enter sends it), a picked one
 * by choosing an option and Continue; "I don't know" counts wrong. No right/wrong is shown during
 * the test; the server grades it.
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
  const q = test.question;
  const heard = q.type === 'dictation' || q.type === 'listening_comprehension';
  const levelIndex = PLACEMENT_LEVELS.indexOf(q.level);
  return (
    <div className="space-y-5 rounded-card border border-sand-200 bg-white p-4 shadow-card sm:p-6">
      <ProgressBar
        value={levelIndex}
        max={PLACEMENT_LEVELS.length}
        label="Placement test progress"
        valueText={`Level ${q.level}, question ${test.answered + 1}`}
      />
      <p className="text-sm text-ink-700">
        Level {q.level} · question {test.answered + 1}. Each level ends once your answers show whether you know it.
      </p>
      <h2 className="font-display text-xl font-semibold text-ink-900">{q.prompt}</h2>
      {q.text || q.audio_filename ? (
        <div className="flex items-center gap-3 rounded-card bg-sand-100 p-4">
          {q.text ? (
            <p className="flex-1 font-display text-xl font-semibold" lang="so">
              {q.text}
            </p>
          ) : (
            <span className="flex-1 text-ink-700">Listen to the Somali. You can play it again.</span>
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
      {q.response === 'typed' ? (
        <TypedAnswer sending={sending} onAnswer={onAnswer} english={q.type === 'somali_to_english'} />
      ) : (
        <PickedAnswer test={test} sending={sending} onAnswer={onAnswer} />
      )}
    </div>
  );
}

function TypedAnswer({
  sending,
  onAnswer,
  english,
}: {
  sending: boolean;
  onAnswer: (answer: string) => void;
  english: boolean;
}) {
  const form = useForm<{ answer: string }>({ defaultValues: { answer: '' } });
  const submit = form.handleSubmit(({ answer }) => onAnswer(answer.trim()));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Input
        label={english ? 'Your answer (in English)' : 'Your answer (in Somali)'}
        hint="Type it as you would write it. Spelling counts; one small slip is forgiven."
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        lang={english ? 'en' : 'so'}
        autoFocus
        disabled={sending}
        error={form.formState.errors.answer?.message}
        {...form.register('answer', {
          validate: (v) => v.trim() !== '' || 'Type your answer, or choose "I don\'t know".',
        })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={sending} onClick={() => onAnswer('')}>
          I don't know
        </Button>
        <Button type="submit" disabled={sending}>
          Continue
        </Button>
      </div>
    </form>
  );
}

function PickedAnswer({
  test,
  sending,
  onAnswer,
}: {
  test: PlacementTest;
  sending: boolean;
  onAnswer: (answer: string) => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <>
      <div role="radiogroup" aria-label="Answer options" className="grid gap-2 sm:grid-cols-2">
        {test.question.options.map((option, i) => {
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
    </>
  );
}
