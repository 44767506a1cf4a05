import { cn } from '@/lib/cn';

export interface ProgressBarProps {
  /** Current value, clamped to 0..max. */
  value: number;
  /** Maximum value. Default 100. */
  max?: number;
  /** Accessible name, e.g. 'Lesson progress'. Shown above the bar when showLabel is true. */
  label: string;
  /** Show the label and the percentage as text. */
  showLabel?: boolean;
  /** Text read by screen readers instead of the number, e.g. 'Step 2 of 3'. */
  valueText?: string;
  /** Bar colour. Default 'ocean'. */
  tone?: 'ocean' | 'success' | 'sun';
  className?: string;
}

const fills = { ocean: 'bg-ocean-600', success: 'bg-success-700', sun: 'bg-sun-400' } as const;

/** A horizontal progress bar with role="progressbar" and aria-valuenow. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showLabel = false,
  valueText,
  tone = 'ocean',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={cn('w-full', className)}>
      {showLabel ? (
        <div className="mb-1 flex justify-between text-sm text-ink-700" aria-hidden="true">
          <span>{label}</span>
          <span className="font-semibold tabular-nums">{percent}%</span>
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className="h-2.5 w-full overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', fills[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
