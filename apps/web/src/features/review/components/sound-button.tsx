import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import { audioKeyFor } from '@hadal/domain';
import { fetchAudioObjectUrl, useAudioPlayer } from '@/lib/audio/use-audio-player';
import { cn } from '@/lib/cn';
import { voiceOf, type AudioVoice } from '@/lib/audio/lesson-audio';
import { VoiceLabel } from '@/lib/audio/voice-label';

/** Lesson audio of a Somali text: /audio/{the spec 02 §7 file name}. */
export function reviewAudioUrl(text: string): string {
  return `/audio/${encodeURIComponent(audioKeyFor(text))}`;
}

/**
 * Plays the answer. Synthesised speech is marked as a computer voice, a family recording with who
 * recorded it (the server says which it sent); failures are only logged (spec 02 §8).
 */
export function SoundButton({ text }: { text: string }) {
  const [voice, setVoice] = useState<AudioVoice | null>(null);
  const { playing, play } = useAudioPlayer(() =>
    fetchAudioObjectUrl(reviewAudioUrl(text), (response) => setVoice(voiceOf(response))),
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
      <VoiceLabel voice={voice} />
    </span>
  );
}
