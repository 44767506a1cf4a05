import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

/** Shown for any path Hadal does not know (spec 02: "404 page with a Go Home link to /"). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-prose flex-col items-center px-6 py-20 text-center">
      <title>Page not found · Hadal</title>
      <p className="font-display text-7xl font-bold text-ocean-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">Page not found</h1>
      <p className="mt-4 text-lg text-ink-700">
        We looked everywhere but this page isn't here. It may have moved, or the link may have a typo.
      </p>
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        Go Home
      </Link>
    </section>
  );
}
