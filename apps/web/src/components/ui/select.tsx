import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** Error text: shown in red, sets aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select. Works with react-hook-form's register(). */
export function Select({ label, error, hint, id, className, children, ref, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'min-h-11 w-full rounded-control border bg-white px-3 text-base text-ink-900',
          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
          'disabled:bg-sand-100 disabled:text-ink-500',
          error ? 'border-danger-700' : 'border-ink-300',
        )}
        {...rest}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
