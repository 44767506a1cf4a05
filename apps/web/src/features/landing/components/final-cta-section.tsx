import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

/** Closing call to action: Create Free Account. */
export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-title" className="render-near-view mx-auto max-w-page px-4 py-section sm:px-6">
      <div className="rounded-card bg-sun-100 px-6 py-12 text-center sm:px-12">
        <h2 id="final-cta-title" className="text-3xl font-bold text-ink-900 sm:text-4xl">
          Your first Somali conversation is one lesson away
        </h2>
        <p className="mx-auto mt-4 max-w-prose text-lg text-ink-700">
          Join free, start at A1 and learn at your own pace, on your own or as a family.
        </p>
        <Link to="/register" className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
          Create Free Account
        </Link>
      </div>
    </section>
  );
}
