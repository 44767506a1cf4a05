import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import { audioKeyFor } from '@hadal/domain';
import { fetchAudioObjectUrl, useAudioPlayer } from '@/lib/audio/use-audio-player';
import { cn } from '@/lib/cn';

/** Lesson audio of a Somali text: /audio/{the spec 02 §7 file name}. */
export function reviewAudioUrl(text: string): string {
  return `/audio/${encodeURIComponent(audioKeyFor(text))}`;
}

/**
 * Plays the answer. Synthesised speech is marked as a computer voice (the server says which it
 * sent); failures are only logged (spec 02 §8).
 */
export function SoundButton({ text }: { text: string }) {
  const [synthesised, setSynthesised] = useState(false);
  const { playing, play } = useAudioPlayer(() =>
    fetchAudioObjectUrl(reviewAudioUrl(text), (response) =>
      setSynthesised(response.headers.get('x-audio-source') === 'synthesised'),
    ),
  );

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-label={`Play audio: ${text}`}
        onClick={() => void play()}
        className="inline-flex size-11 items-center justify-center rounded-full bg-ocean-50 text-ocean-700 hover:bg-ocean-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <Volume2 aria-hidden="true" className={cn('size-5', playing && 'animate-pulse')} />
      </button>
      {synthesised ? <span className="text-xs text-ink-500">computer voice</span> : null}
    </span>
  );
}
