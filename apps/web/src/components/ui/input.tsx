import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label, always rendered and tied to the input. */
  label: ReactNode;
  /** Error text: shown in red, sets aria-invalid and is announced with the field. */
  error?: string | undefined;
  /** Help text under the field, announced with it. */
  hint?: ReactNode;
  /** Explicit id; one is generated otherwise. */
  id?: string;
  /** Classes for the wrapper. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with optional hint and error message. Works with react-hook-form's register(). */
export function Input({ label, error, hint, id, className, required, ref, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-11 w-full rounded-control border bg-white px-3 text-base text-ink-900 placeholder:text-ink-500',
          'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus',
          'disabled:bg-sand-100 disabled:text-ink-500',
          error ? 'border-danger-700' : 'border-ink-300',
        )}
        {...rest}
      />
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
