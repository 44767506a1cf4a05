import { RATING_BUTTONS, type RatingButton } from '@hadal/domain';
import { cn } from '@/lib/cn';

const tones: Record<RatingButton['label'], string> = {
  Forgot: 'border-danger-700/40 bg-danger-50 text-danger-700 hover:bg-[#f9d7d3]',
  Hard: 'border-sun-300 bg-warning-50 text-warning-700 hover:bg-sun-100',
  Good: 'border-ocean-300 bg-ocean-50 text-ocean-800 hover:bg-ocean-100',
  Easy: 'border-success-700/40 bg-success-50 text-success-700 hover:bg-[#d5eddf]',
};

/** Forgot, Hard, Good, Easy (keys 1 to 4); the rating a typed answer suggests is ringed. */
export function RatingButtons({
  onRate,
  disabled,
  suggested,
}: {
  onRate: (quality: number) => void;
  disabled: boolean;
  suggested: number | null;
}) {
  return (
    <div role="group" aria-label="How well did you remember?" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {RATING_BUTTONS.map((b) => (
        <button
          key={b.label}
          type="button"
          disabled={disabled}
          aria-keyshortcuts={b.key}
          aria-label={suggested === b.value ? `${b.label} (suggested)` : b.label}
          onClick={() => onRate(b.value)}
          className={cn(
            'flex min-h-14 flex-col items-center justify-center rounded-control border-2 px-3 py-2 font-semibold transition-colors',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-55',
            tones[b.label],
            suggested === b.value && 'ring-3 ring-ocean-600 ring-offset-2',
          )}
        >
          <span>{b.label}</span>
          <span aria-hidden="true" className="text-xs font-normal opacity-80">
            {b.key}
          </span>
        </button>
      ))}
    </div>
  );
}
