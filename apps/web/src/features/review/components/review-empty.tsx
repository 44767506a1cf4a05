import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';

/** Nothing due (spec 02 §2): 'No Reviews Due!' with Practice Anyway and Back to Dashboard. */
export function ReviewEmpty({
  onPracticeAnyway,
  practicing,
  nothingToPractise,
}: {
  onPracticeAnyway: () => void;
  practicing: boolean;
  nothingToPractise: boolean;
}) {
  return (
    <div className="space-y-4 rounded-card border border-sand-200 bg-white p-6 text-center shadow-card sm:p-8">
      <PartyPopper aria-hidden="true" className="mx-auto size-12 text-sun-400" />
      <h2 className="font-display text-2xl font-bold">No Reviews Due!</h2>
      <p className="text-ink-700">
        You are up to date. Come back later, or practise the words you learned most recently.
      </p>
      {nothingToPractise ? (
        <p role="status" className="text-sm text-ink-700">
          There is nothing to practise yet: complete a lesson and its words come here.
        </p>
      ) : null}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button onClick={onPracticeAnyway} loading={practicing}>
          Practice Anyway
        </Button>
        <Link to="/dashboard" className={buttonStyles({ variant: 'outline' })}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
