import { CheckCircle2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface AnswerOptionsProps {
  /** Accessible name of the group: the question. */
  legend: string;
  options: readonly string[];
  selected: string | null;
  /** After checking, the choice is locked and the right and wrong options are marked. */
  locked: boolean;
  correctAnswer: string;
  onSelect: (option: string) => void;
  /** Language of the option texts. */
  lang?: 'so' | 'en';
}

/** The options of a sample-lesson question as a radio group. */
export function AnswerOptions({
  legend,
  options,
  selected,
  locked,
  correctAnswer,
  onSelect,
  lang = 'en',
}: AnswerOptionsProps) {
  const name = useId();
  return (
    <fieldset className="mt-5">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const isSelected = option === selected;
          const isRight = locked && option.toLowerCase() === correctAnswer.toLowerCase();
          const isWrongChoice = locked && isSelected && !isRight;
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-12 items-center justify-between gap-3 rounded-control border-2 bg-white px-4 py-3 font-semibold text-ink-900',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                locked ? 'cursor-default' : 'cursor-pointer hover:border-ocean-300',
                isSelected && !locked && 'border-ocean-600 bg-ocean-50',
                !isSelected && !isRight && 'border-sand-200',
                isRight && 'border-success-700 bg-success-50',
                isWrongChoice && 'border-danger-700 bg-danger-50',
                locked && !isSelected && !isRight && 'opacity-70',
              )}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={isSelected}
                  disabled={locked}
                  onChange={() => onSelect(option)}
                  className="size-4 accent-ocean-600 focus-visible:outline-none"
                />
                <span lang={lang}>{option}</span>
              </span>
              {isRight ? <CheckCircle2 aria-hidden="true" className="size-5 text-success-700" /> : null}
              {isWrongChoice ? <XCircle aria-hidden="true" className="size-5 text-danger-700" /> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
