import type { ReactNode } from 'react';

export interface StaticPageProps {
  title: string;
  /** Short text under the title. */
  intro?: ReactNode;
  /** E.g. 'Last updated: 22 November 2026'. */
  updated?: string;
  children: ReactNode;
}

/** Layout of About, Privacy and Terms: one readable column with styled headings, lists and links. */
export function StaticPage({ title, intro, updated, children }: StaticPageProps) {
  return (
    <article className="mx-auto max-w-prose px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · Hadal`}</title>
      <header className="border-b border-sand-200 pb-8">
        <h1 className="text-4xl font-bold text-ink-900 sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg text-ink-700">{intro}</div> : null}
        {updated ? <p className="mt-3 text-sm text-ink-500">{updated}</p> : null}
      </header>
      <div
        className={[
          'mt-8 space-y-4 text-base leading-7 text-ink-700',
          '[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900',
          '[&_h3]:pt-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink-900',
          '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
          '[&_a]:font-semibold [&_a]:text-ocean-700 [&_a]:underline [&_a]:underline-offset-2',
          '[&_strong]:text-ink-900',
        ].join(' ')}
      >
        {children}
      </div>
    </article>
  );
}
