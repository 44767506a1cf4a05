import { useEffect, useState } from 'react';
import { answerText, audioKeyOrUndefined, builtAnswer, sentenceTiles, tileAudio, type Exercise } from '@hadal/domain';
import { cn } from '@/lib/cn';
import { AudioButton } from '@/features/lessons/components/audio-button';

const tileClass =
  'min-h-11 rounded-control border-2 px-3 py-1.5 text-base font-medium focus-visible:outline-3 focus-visible:outline-focus disabled:cursor-default';

/** The tiles shuffled, never already in the answer's order when another order exists. */
function shuffledTiles(exercise: Exercise): string[] {
  const answer = answerText(exercise.correct_answer ?? '');
  let tiles = sentenceTiles(exercise);
  for (let i = 0; i < 5 && answerText(tiles.join(' ')) === answer && new Set(tiles).size > 1; i += 1) {
    tiles = sentenceTiles(exercise);
  }
  return tiles;
}

/**
 * sentence_building: order word tiles into the Somali sentence. Every tile is a button: tap a
 * word tile to add it to the sentence, tap a word of the sentence to take it back. Each tile has
 * its sound button beside it (its audio key is `tileAudio`), and once checked the sentence itself
 * can be heard.
 */
export function SentenceBuildingExercise({
  exercise,
  onChange,
  checked,
}: {
  exercise: Exercise;
  onChange: (value: string) => void;
  checked: boolean;
}) {
  const [tiles] = useState(() => shuffledTiles(exercise));
  /** Indexes into `tiles`, in the order chosen. */
  const [chosen, setChosen] = useState<number[]>([]);

  useEffect(() => {
    onChange(builtAnswer(chosen.map((i) => tiles[i] as string)));
    // onChange is a new function on every render of the parent; the answer only changes with `chosen`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, tiles]);

  return (
    <div className="space-y-4">
      <div
        role="group"
        aria-label="Your sentence"
        className="flex min-h-16 flex-wrap items-center gap-2 rounded-card border-2 border-dashed border-sand-300 bg-sand-50 p-3"
      >
        {chosen.length === 0 ? <span className="text-sm text-ink-500">Tap the words in order.</span> : null}
        {chosen.map((tileIndex, position) => (
          <button
            key={`${tileIndex}`}
            type="button"
            lang="so"
            disabled={checked}
            aria-label={`${tiles[tileIndex]} (word ${position + 1}, tap to remove)`}
            onClick={() => setChosen((c) => c.filter((i) => i !== tileIndex))}
            className={cn(tileClass, 'border-ocean-600 bg-ocean-50 text-ocean-800')}
          >
            {tiles[tileIndex]}
          </button>
        ))}
      </div>
      <div role="group" aria-label="Word tiles" className="flex flex-wrap gap-2">
        {tiles.map((word, i) => {
          const used = chosen.includes(i);
          return (
            <span key={`${word}-${i}`} className="inline-flex items-center gap-0.5">
              <button
                type="button"
                lang="so"
                disabled={checked || used}
                aria-hidden={used || undefined}
                onClick={() => setChosen((c) => [...c, i])}
                className={cn(
                  tileClass,
                  used
                    ? 'border-dashed border-sand-300 bg-sand-100 text-transparent'
                    : 'border-sand-300 bg-white text-ink-900 hover:border-ocean-300',
                )}
              >
                {word}
              </button>
              <span className={cn(used && 'invisible')} aria-hidden={used || undefined}>
                <AudioButton audioKey={tileAudio(word)} label={word} />
              </span>
            </span>
          );
        })}
      </div>
      {checked && exercise.correct_answer ? (
        <p className="flex items-center gap-2 text-ink-700">
          <span>Hear the sentence:</span>
          <AudioButton audioKey={audioKeyOrUndefined(exercise.correct_answer)} label={exercise.correct_answer} />
        </p>
      ) : null}
      {chosen.length > 0 && !checked ? (
        <button
          type="button"
          onClick={() => setChosen([])}
          className="text-sm font-semibold text-ocean-700 underline underline-offset-2"
        >
          Clear the sentence
        </button>
      ) : null}
    </div>
  );
}
