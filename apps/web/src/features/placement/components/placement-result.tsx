import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BookOpenText, Trophy } from 'lucide-react';
import type { CefrLevel, PlacementLevel, PlacementResultView } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { useReopenPlacementLevel } from '@/features/placement/hooks';

const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** The dashboard's level titles (spec 01 §2). */
const LEVEL_NAMES: Record<CefrLevel, string> = {
  A1: 'Beginner 1',
  A2: 'Beginner 2',
  B1: 'Intermediate 1',
  B2: 'Intermediate 2',
  C1: 'Advanced 1',
  C2: 'Advanced 2',
};

export const levelName = (level: CefrLevel) => `${level} ${LEVEL_NAMES[level]}`;

type LevelRow = PlacementResultView['levels'][number];

/**
 * "A1: 8 of 9 right — placed", "B1: 2 of 6 right — start here", "B2: not asked", and a level asked
 * above the start that was not passed (the test tries A2 before it goes down to A1):
 * "A2: 1 of 5 right — not passed".
 */
export function levelLine(row: LevelRow): string {
  if (row.outcome === 'not_reached' && row.asked === 0) return `${row.level}: not asked`;
  const shown = `${row.level}: ${row.right} of ${row.asked} right`;
  if (row.outcome === 'not_reached') return `${shown} — not passed`;
  return row.outcome === 'placed' ? `${shown} — placed` : `${shown} — start here`;
}

/**
 * The placement's result: what the learner showed per level, where they start, the literacy track
 * when they did not write the dictations, and a way to reopen a level the placement skipped.
 */
export function PlacementResult({
  result,
  onRetake,
  retaking,
}: {
  result: PlacementResultView;
  onRetake: () => void;
  retaking: boolean;
}) {
  const reopen = useReopenPlacementLevel();
  const [confirming, setConfirming] = useState<PlacementLevel | null>(null);
  const [reopened, setReopened] = useState<string | null>(null);

  return (
    <div className="space-y-5 rounded-card border border-sand-200 bg-white p-4 shadow-card sm:p-6">
      <div className="space-y-2 text-center">
        <Trophy aria-hidden="true" className="mx-auto size-12 text-sun-400" />
        <h2 className="font-display text-2xl font-bold text-ink-900">Your level: {levelName(result.start_level)}</h2>
        <p className="text-ink-700">
          {result.mastered_level
            ? `The lessons up to ${levelName(result.mastered_level)} are marked skipped (${result.skipped_lessons} lessons, no XP), so you start at ${result.start_level}.`
            : 'Start at the beginning: the first lessons are made for you.'}
        </p>
      </div>
      {result.literacy ? (
        <div className="flex gap-3 rounded-card border border-ocean-200 bg-ocean-50 p-4">
          <BookOpenText aria-hidden="true" className="size-6 shrink-0 text-ocean-700" />
          <p className="text-ink-900">
            <strong>You start with the literacy track.</strong> You wrote {result.dictations.right} of the{' '}
            {result.dictations.asked} dictations as Somali spells them, so the A1 reading and writing lessons stay open
            for you: they teach the Somali spelling of what you already say.
          </p>
        </div>
      ) : null}
      <section aria-labelledby="placement-levels" className="space-y-2">
        <h3 id="placement-levels" className="font-display text-lg font-semibold text-ink-900">
          What you showed
        </h3>
        <ul className="divide-y divide-sand-200 rounded-card border border-sand-200">
          {result.levels.map((row) => (
            <li key={row.level} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className={row.outcome === 'start_here' ? 'font-semibold text-ink-900' : 'text-ink-700'}>
                {levelLine(row)}
              </span>
              {row.outcome === 'placed' && row.skipped_lessons > 0 ? (
                <Button variant="outline" size="sm" onClick={() => setConfirming(row.level)}>
                  Reopen {row.level} ({row.skipped_lessons} lessons)
                </Button>
              ) : row.outcome === 'placed' ? (
                <span className="text-sm text-ink-700">Lessons open</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {reopened ? (
        <Alert tone="success" role="status">
          {reopened}
        </Alert>
      ) : null}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Link
          to={`/dashboard?level=${result.literacy ? 'A1' : result.start_level}`}
          className={buttonStyles({ size: 'lg' })}
        >
          Start learning
        </Link>
        <Button variant="outline" size="lg" disabled={retaking} onClick={onRetake}>
          Take the test again
        </Button>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setConfirming(null))}
            title={`Reopen ${levelName(confirming)}?`}
            description={`Its lessons the placement skipped become not started again, to take one by one. Lessons you played since stay as they are. You can take the placement test again at any time.`}
            confirmLabel={`Reopen ${confirming}`}
            pending={reopen.isPending}
            error={reopen.error ? reopen.error.message || 'Could not reopen the level. Please try again.' : null}
            onConfirm={() =>
              reopen.mutate(confirming, {
                onSuccess: ({ reopened_lessons }) => {
                  setReopened(`${confirming}: ${reopened_lessons} lessons are open again.`);
                  setConfirming(null);
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
