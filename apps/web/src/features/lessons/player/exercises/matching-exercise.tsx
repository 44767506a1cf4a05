import { useMemo, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { shuffle, type NormalisedPair } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AudioButton } from '@/features/lessons/components/audio-button';

export interface MatchingExerciseProps {
  pairs: NormalisedPair[];
  /** left term → chosen right term */
  matches: Record<string, string>;
  onChange: (matches: Record<string, string>) => void;
  checked: boolean;
}

/** matching: select a term, then a definition; each pairing is recorded; Reset All clears them. */
export function MatchingExercise({ pairs, matches, onChange, checked }: MatchingExerciseProps) {
  const [selectedLeft, setSelectedLeft] = useState<string | null>(null);
  const rights = useMemo(() => shuffle(pairs.map((p) => p.right)), [pairs]);
  const usedRights = new Set(Object.values(matches));

  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">Select a term, then its meaning.</p>
      <div className="grid grid-cols-2 gap-3">
        <ul className="space-y-2" aria-label="Terms">
          {pairs.map((p) => {
            const matched = matches[p.left];
            const wrong = checked && matched !== undefined && matched !== p.right;
            return (
              <li key={p.left} className="flex items-center gap-1">
                <button
                  type="button"
                  disabled={checked}
                  aria-pressed={selectedLeft === p.left}
                  onClick={() => setSelectedLeft(selectedLeft === p.left ? null : p.left)}
                  className={cn(
                    'min-h-12 w-full rounded-control border-2 px-3 py-2 text-left text-sm',
                    selectedLeft === p.left ? 'border-ocean-600 bg-ocean-50' : 'border-sand-200 bg-white',
                    matched && !checked && 'border-ocean-300 bg-ocean-50/50',
                    checked && (wrong ? 'border-danger-700 bg-danger-50' : 'border-success-700 bg-success-50'),
                  )}
                >
                  <span className="block font-semibold">{p.left}</span>
                  {matched ? <span className="block text-xs text-ink-700">→ {matched}</span> : null}
                </button>
                <AudioButton audioKey={p.audio} label={p.left} />
              </li>
            );
          })}
        </ul>
        <ul className="space-y-2" aria-label="Meanings">
          {rights.map((r) => (
            <li key={r}>
              <button
                type="button"
                disabled={checked || selectedLeft === null || usedRights.has(r)}
                onClick={() => {
                  if (!selectedLeft) return;
                  onChange({ ...matches, [selectedLeft]: r });
                  setSelectedLeft(null);
                }}
                className={cn(
                  'min-h-12 w-full rounded-control border-2 px-3 py-2 text-left text-sm',
                  usedRights.has(r)
                    ? 'border-sand-200 bg-sand-100 text-ink-500'
                    : 'border-sand-200 bg-white hover:border-ocean-300',
                )}
              >
                {r}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {!checked ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
          disabled={Object.keys(matches).length === 0}
          onClick={() => {
            onChange({});
            setSelectedLeft(null);
          }}
        >
          Reset All
        </Button>
      ) : null}
    </div>
  );
}
