import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-55 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ocean-600 text-white hover:bg-ocean-700 active:bg-ocean-800',
  secondary: 'bg-sun-300 text-ink-900 hover:bg-sun-400',
  outline: 'border-2 border-ocean-600 bg-white text-ocean-700 hover:bg-ocean-50',
  ghost: 'bg-transparent text-ink-700 hover:bg-sand-100',
  danger: 'bg-danger-700 text-white hover:bg-[#96190f]',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
};

/**
 * Class names of a button, for elements that must look like one (for example a router Link).
 * @param variant visual weight: primary (main action), secondary (warm accent), outline, ghost, danger
 * @param size sm (36 px), md (44 px, the default touch target), lg (48 px)
 */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}
