import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import type { StatefulProgressEntry } from '@hadal/domain';
import { buttonStyles } from '@/components/ui/button-styles';

/** A learner is new until any lesson has progress, a completion or a skip. */
export function isNewLearner(progress: readonly StatefulProgressEntry[]): boolean {
  return progress.every((p) => p.state === 'not_started');
}

/**
 * The placement test on the dashboard: a card offering "Find your level" to a new learner, and a
 * quiet link to take it (again) for everyone else.
 */
export function PlacementOffer({ progress }: { progress: StatefulProgressEntry[] | undefined }) {
  if (!progress) return null;
  if (!isNewLearner(progress)) {
    return (
      <p className="mt-4 text-sm text-ink-700">
        Know more than your lessons show?{' '}
        <Link to="/placement" className="font-semibold text-ocean-700 underline underline-offset-2">
          Take the placement test
        </Link>
      </p>
    );
  }
  return (
    <section
      aria-labelledby="placement-offer-title"
      className="mt-4 flex flex-col gap-4 rounded-card border border-ocean-200 bg-ocean-50 p-5 sm:flex-row sm:items-center"
    >
      <Compass aria-hidden="true" className="size-10 shrink-0 text-ocean-700" />
      <div className="flex-1 space-y-1">
        <h2 id="placement-offer-title" className="font-display text-lg font-semibold text-ink-900">
          Already speak some Somali?
        </h2>
        <p className="text-ink-700">A short test finds your level and skips the lessons you already know.</p>
      </div>
      <Link to="/placement" className={buttonStyles({ size: 'lg' })}>
        Find your level
      </Link>
    </section>
  );
}
