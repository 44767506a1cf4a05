import { cn } from '@/lib/cn';

export interface LogoMarkProps {
  className?: string;
}

/** Hadal's mark: a speech bubble (hadal means "speech") carrying the white star of the Somali flag. Decorative. */
export function LogoMark({ className }: LogoMarkProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <path
        fill="currentColor"
        d="M6 3h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14l-7 6v-6H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z"
      />
      <path fill="#fff" d="m16 6.5 1.9 4.6 5 .4-3.8 3.2 1.2 4.8-4.3-2.6-4.3 2.6 1.2-4.8-3.8-3.2 5-.4z" />
    </svg>
  );
}

export interface LogoProps {
  className?: string;
  /** Size of the wordmark. Default 'md'. */
  size?: 'md' | 'lg';
}

/** Mark plus the wordmark "Hadal". The text is real text, so the logo reads as "Hadal". */
export function Logo({ className, size = 'md' }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-ocean-700', className)}>
      <LogoMark className={size === 'lg' ? 'size-14' : 'size-8'} />
      <span
        className={cn('font-display font-bold tracking-tight text-ink-900', size === 'lg' ? 'text-4xl' : 'text-2xl')}
      >
        Hadal
      </span>
    </span>
  );
}
