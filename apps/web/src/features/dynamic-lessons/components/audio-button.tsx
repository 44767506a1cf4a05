import { Volume2 } from 'lucide-react';
import { useAudioPlayer } from '@/lib/audio/use-audio-player';
import { cn } from '@/lib/cn';
import { audioUrl } from '@/features/dynamic-lessons/api';

/** Plays a dyn_ audio file; failures are only logged (spec 02 §8). */
export function AudioButton({ file, label }: { file: string; label: string }) {
  const { playing, play } = useAudioPlayer(() => audioUrl(file));
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => void play()}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-700 hover:bg-ocean-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <Volume2 aria-hidden="true" className={cn('size-5', playing && 'animate-pulse')} />
    </button>
  );
}
