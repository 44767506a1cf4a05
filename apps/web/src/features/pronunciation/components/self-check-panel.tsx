import type { ReactNode } from 'react';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The honest self-check (no speech recogniser, or a child without a parent's opt-in): play your
 * recording, play the reference, then decide. 'Sounds right' counts as close.
 */
export function SelfCheckPanel({
  reference,
  onSoundsRight,
  onTryAgain,
}: {
  reference: ReactNode;
  onSoundsRight: () => void;
  onTryAgain: () => void;
}) {
  return (
    <div className="space-y-3 rounded-card border border-sand-200 bg-sand-100 p-4">
      <p className="text-sm text-ink-900">Play your recording, then the reference. Does yours sound the same?</p>
      <div className="flex items-center gap-2 text-sm text-ink-700">
        {reference}
        <span>Reference</span>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onSoundsRight}>
          <CheckCircle2 aria-hidden="true" className="size-4" /> Sounds right
        </Button>
        <Button variant="outline" onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" /> Try again
        </Button>
      </div>
    </div>
  );
}
