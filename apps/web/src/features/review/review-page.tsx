import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ReviewEmpty } from './components/review-empty';
import { ReviewSummary } from './components/review-summary';
import { useReviewKeyboard } from './use-review-keyboard';
import { useReviewSession } from './hooks';

export { prefetchReviewSession } from './hooks';

// The card (its typed-answer form: react-hook-form and zod) loads once a session has items: a
// learner with nothing due never needs it.
const ReviewCard = lazy(() => import('./components/review-card').then((m) => ({ default: m.ReviewCard })));

function LoadingReviews() {
  return (
    <p role="status" className="py-12 text-center text-ink-700">
      Loading your reviews…
    </p>
  );
}

/** Active Recall Practice at /review (spec 02 §2 "Review session", §4). */
export function ReviewPage() {
  const s = useReviewSession();
  useReviewKeyboard({ enabled: s.phase === 'active', revealed: s.revealed, onReveal: s.reveal, onRate: s.rate });

  let body;
  if (s.phase === 'loading') {
    body = <LoadingReviews />;
  } else if (s.phase === 'empty') {
    body = (
      <ReviewEmpty
        onPracticeAnyway={s.practiceAnyway}
        practicing={s.practicing}
        nothingToPractise={s.noPracticeItems}
      />
    );
  } else if (s.phase === 'complete') {
    body = <ReviewSummary correct={s.correct} total={s.items.length} xpEarned={s.xpEarned} stats={s.stats.data} />;
  } else if (s.current) {
    body = (
      <Suspense fallback={<LoadingReviews />}>
        <ReviewCard
          key={`${s.index}:${s.current.id}`}
          item={s.current}
          index={s.index}
          total={s.items.length}
          revealed={s.revealed}
          onReveal={s.reveal}
          onRate={(q) => void s.rate(q)}
          rating={s.rating}
        />
      </Suspense>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/dashboard"
        className="mb-4 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <h1 className="mb-5 font-display text-2xl font-bold text-ink-900 sm:text-3xl">Active Recall Practice</h1>
      {body}
    </section>
  );
}
