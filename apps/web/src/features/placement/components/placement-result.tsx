import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import type { CefrLevel, PlacementResultView } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

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

/** The placement's result: where the learner starts, what was skipped, and Start learning. */
export function PlacementResult({
  result,
  onRetake,
  retaking,
}: {
  result: PlacementResultView;
  onRetake: () => void;
  retaking: boolean;
}) {
  return (
    <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card">
      <Trophy aria-hidden="true" className="mx-auto size-12 text-sun-400" />
      <h2 className="font-display text-2xl font-bold text-ink-900">Your level: {levelName(result.start_level)}</h2>
      <p className="text-ink-700">
        You answered {result.right} of {result.questions} questions right.
      </p>
      <p className="text-ink-700">
        {result.mastered_level
          ? `The lessons up to ${levelName(result.mastered_level)} are marked skipped (${result.skipped_lessons} lessons, no XP), so you start at ${result.start_level}. You can open any of them at any time.`
          : 'Start at the beginning: the first lessons are made for you.'}
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/dashboard" className={buttonStyles({ size: 'lg' })}>
          Start learning
        </Link>
        <Button variant="outline" size="lg" disabled={retaking} onClick={onRetake}>
          Take the test again
        </Button>
      </div>
    </div>
  );
}
