import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render. Use 'article' or 'li' where the card is a self-contained item. Default 'div'. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  /** Inner spacing. Default 'md'. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Adds a hover lift, for cards that are links or buttons. */
  interactive?: boolean;
}

const paddings = { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } as const;

/** A white surface with a soft border and shadow. */
export function Card({ as: Element = 'div', padding = 'md', interactive = false, className, ...rest }: CardProps) {
  return (
    <Element
      className={cn(
        'rounded-card border border-sand-200 bg-white shadow-card',
        paddings[padding],
        interactive && 'transition-shadow hover:shadow-raised',
        className,
      )}
      {...rest}
    />
  );
}
