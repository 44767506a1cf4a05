import { Check, X } from 'lucide-react';
import { answersMatch, optionAudio, optionText, type Exercise } from '@hadal/domain';
import { cn } from '@/lib/cn';
import { AudioButton } from '@/features/lessons/components/audio-button';

export interface ChoiceExerciseProps {
  exercise: Exercise;
  value: string;
  onChange: (value: string) => void;
  /** After Check Answer the choice is locked and the right option shown. */
  checked: boolean;
}

/** multiple_choice, english_to_somali, somali_to_english, listening_comprehension: pick an option (keys 1-9). */
export function ChoiceExercise({ exercise, value, onChange, checked }: ChoiceExerciseProps) {
  const options = exercise.options ?? [];
  return (
    <div role="radiogroup" aria-label="Answer options" className="grid gap-2 sm:grid-cols-2">
      {options.map((option, i) => {
        const text = optionText(option);
        const selected = value === text;
        const isRight = checked && answersMatch(text, exercise.correct_answer);
        const isWrongPick = checked && selected && !isRight;
        return (
          <div key={`${text}-${i}`} className="flex items-center gap-2">
            <button
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={checked}
              onClick={() => onChange(text)}
              className={cn(
                'flex min-h-12 flex-1 items-center gap-3 rounded-control border-2 px-3 py-2 text-left text-base transition-colors',
                'focus-visible:outline-3 focus-visible:outline-focus disabled:cursor-default',
                selected ? 'border-ocean-600 bg-ocean-50' : 'border-sand-200 bg-white hover:border-ocean-300',
                isRight && 'border-success-700 bg-success-50',
                isWrongPick && 'border-danger-700 bg-danger-50',
              )}
            >
              <kbd
                className="inline-flex size-6 shrink-0 items-center justify-center rounded bg-sand-100 text-xs font-semibold text-ink-700"
                aria-hidden="true"
              >
                {i + 1}
              </kbd>
              <span className="flex-1">{text}</span>
              {isRight ? <Check aria-hidden="true" className="size-5 text-success-700" /> : null}
              {isWrongPick ? <X aria-hidden="true" className="size-5 text-danger-700" /> : null}
            </button>
            <AudioButton audioKey={optionAudio(option)} label={text} />
          </div>
        );
      })}
    </div>
  );
}
