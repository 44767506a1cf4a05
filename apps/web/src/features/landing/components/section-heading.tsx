import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** Heading block of a landing section: small eyebrow, h2 (id for aria-labelledby) and intro text. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-prose', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className="text-sm font-bold tracking-wide text-clay-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg text-ink-700">{children}</div> : null}
    </div>
  );
}
