import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { playAudio, type LoadedAudio } from '@/features/lessons/lib/audio-cache';

/**
 * Plays /audio/{key}; synthesised audio is marked as a computer voice, a family recording with who
 * recorded it. Failures are only logged.
 */
export function AudioButton({ audioKey, label, className }: { audioKey?: string; label: string; className?: string }) {
  const [heard, setHeard] = useState<LoadedAudio | null>(null);
  const [playing, setPlaying] = useState(false);
  if (!audioKey) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <button
        type="button"
        aria-label={`Play audio: ${label}`}
        className="inline-flex size-9 items-center justify-center rounded-full bg-ocean-50 text-ocean-700 hover:bg-ocean-100 focus-visible:outline-3 focus-visible:outline-focus"
        onClick={(event) => {
          event.stopPropagation();
          setPlaying(true);
          playAudio(audioKey)
            .then(setHeard)
            .catch((error: unknown) => console.warn('Audio playback failed', error))
            .finally(() => setPlaying(false));
        }}
      >
        <Volume2 aria-hidden="true" className={cn('size-4', playing && 'animate-pulse')} />
      </button>
      {heard?.by ? (
        <span className="text-xs text-ink-700">Recorded by {decodeURIComponent(heard.by)}</span>
      ) : heard?.synthesised ? (
        <span className="text-xs text-ink-500">computer voice</span>
      ) : null}
    </span>
  );
}
