import { useEffect, useRef, useState } from 'react';
import { Volume2 } from 'lucide-react';
import { audioKeyFor } from '@hadal/domain';
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
  const [playing, setPlaying] = useState(false);
  const [synthesised, setSynthesised] = useState(false);
  const objectUrl = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  async function play() {
    setPlaying(true);
    try {
      if (!objectUrl.current) {
        const response = await fetch(reviewAudioUrl(text));
        if (!response.ok) throw new Error(`audio for "${text}": ${response.status}`);
        setSynthesised(response.headers.get('x-audio-source') === 'synthesised');
        objectUrl.current = URL.createObjectURL(await response.blob());
      }
      await new Audio(objectUrl.current).play();
    } catch (error) {
      console.warn('Audio playback failed', error);
    } finally {
      setPlaying(false);
    }
  }

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
