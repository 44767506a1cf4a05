import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sand-100 text-ink-700 ring-sand-300',
  info: 'bg-ocean-50 text-ocean-700 ring-ocean-200',
  success: 'bg-success-50 text-success-700 ring-success-700/30',
  warning: 'bg-warning-50 text-warning-700 ring-sun-300',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/30',
  accent: 'bg-sun-100 text-sun-800 ring-sun-300',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning. Default 'neutral'. Never the only carrier of meaning: the text says it. */
  tone?: BadgeTone;
}

/** A small pill label, for levels, states and counts. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
