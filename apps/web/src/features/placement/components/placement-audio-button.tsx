import { Volume2 } from 'lucide-react';
import { fetchAudioObjectUrl, useAudioPlayer } from '@/lib/audio/use-audio-player';
import { cn } from '@/lib/cn';

/** Plays /audio/{key}; failures are only logged. The label never names the Somali heard. */
export function PlacementAudioButton({ audioKey, label }: { audioKey: string; label: string }) {
  const { playing, play } = useAudioPlayer(() => fetchAudioObjectUrl(`/audio/${encodeURIComponent(audioKey)}`));

  return (
    <button
      type="button"
      aria-label={`Play audio: ${label}`}
      onClick={() => void play()}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-700 hover:bg-ocean-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <Volume2 aria-hidden="true" className={cn('size-5', playing && 'animate-pulse')} />
    </button>
  );
}
