import type { ReactNode } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Card } from '@/components/ui/card';

/** The warm, centred card every account screen sits in. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="bg-sand-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <LogoMark className="size-12 text-ocean-600" />
          <h1 className="mt-3 font-display text-3xl font-semibold text-ink-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-ink-700">{subtitle}</p> : null}
        </div>
        <Card padding="lg">{children}</Card>
        {footer ? <div className="mt-6 text-center text-sm text-ink-700">{footer}</div> : null}
      </div>
    </section>
  );
}
