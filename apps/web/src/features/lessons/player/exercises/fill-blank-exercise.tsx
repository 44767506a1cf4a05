import { useId } from 'react';
import { optionText, type Exercise } from '@hadal/domain';
import { cn } from '@/lib/cn';

/** fill_blank / fill_in_blank: type the answer or pick one of the suggested words. */
export function FillBlankExercise({
  exercise,
  value,
  onChange,
  checked,
}: {
  exercise: Exercise;
  value: string;
  onChange: (value: string) => void;
  checked: boolean;
}) {
  const id = useId();
  const options = exercise.options ?? [];
  return (
    <div className="space-y-3">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        Your answer
      </label>
      <input
        id={id}
        value={value}
        disabled={checked}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-focus disabled:bg-sand-100"
      />
      {options.length > 0 ? (
        <div className="flex flex-wrap gap-2" aria-label="Suggested answers" role="group">
          {options.map((o, i) => {
            const text = optionText(o);
            return (
              <button
                key={`${text}-${i}`}
                type="button"
                disabled={checked}
                aria-pressed={value === text}
                onClick={() => onChange(text)}
                className={cn(
                  'min-h-10 rounded-full border px-3 text-sm',
                  value === text ? 'border-ocean-600 bg-ocean-50 text-ocean-800' : 'border-sand-300 bg-white',
                )}
              >
                {text}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
