import { useId, useState } from 'react';
import { Languages, Volume2, X } from 'lucide-react';
import type { StoryReaderLine } from '@hadal/domain';
import { fetchAudioObjectUrl, useAudioPlayer } from '@/lib/audio/use-audio-player';
import { cn } from '@/lib/cn';
import { voiceOf, type AudioVoice } from '@/lib/audio/lesson-audio';
import { VoiceLabel } from '@/lib/audio/voice-label';

/**
 * One line of a story: its play button, its words (each glossed word a button: a tap, Enter or
 * Space shows its meaning under the line, Escape or a second tap hides it) and its translation,
 * shown on demand.
 */
export function StoryLine({ line, number }: { line: StoryReaderLine; number: number }) {
  const [voice, setVoice] = useState<AudioVoice | null>(null);
  const { playing, play } = useAudioPlayer(() =>
    fetchAudioObjectUrl(line.audio_url, (response) => setVoice(voiceOf(response))),
  );
  const [translated, setTranslated] = useState(false);
  const [openWord, setOpenWord] = useState<number | null>(null);
  const id = useId();
  const glossId = `${id}-gloss`;
  const translationId = `${id}-translation`;
  const open = openWord === null ? undefined : line.words[openWord];

  return (
    <li className="border-b border-sand-200 py-4 last:border-b-0">
      <div className="flex items-start gap-3">
        <button
          type="button"
          aria-label={`Play line ${number}`}
          onClick={() => void play()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ocean-50 text-ocean-700 hover:bg-ocean-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <Volume2 aria-hidden="true" className={cn('size-5', playing && 'animate-pulse')} />
        </button>
        <div className="min-w-0 flex-1">
          <p lang="so" className="pt-1.5 text-lg leading-relaxed text-ink-900">
            {line.words.map((w, i) => (
              <span key={i}>
                {i > 0 ? ' ' : null}
                {w.gloss ? (
                  <button
                    type="button"
                    aria-expanded={openWord === i}
                    aria-controls={glossId}
                    onClick={() => setOpenWord(openWord === i ? null : i)}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape' && openWord !== null) {
                        e.preventDefault();
                        setOpenWord(null);
                      }
                    }}
                    className={cn(
                      'rounded-sm underline decoration-ocean-300 decoration-dotted underline-offset-4 hover:bg-ocean-50 focus-visible:outline-3 focus-visible:outline-focus',
                      openWord === i && 'bg-sun-300/60',
                    )}
                  >
                    {w.text}
                  </button>
                ) : (
                  w.text
                )}
              </span>
            ))}
          </p>
          <div id={glossId} role="status" aria-live="polite">
            {open ? (
              <div className="mt-2 flex items-start justify-between gap-2 rounded-control border border-ocean-200 bg-ocean-50 px-3 py-2 text-sm">
                <p>
                  <span lang="so" className="font-semibold text-ink-900">
                    {open.text.replace(/[.,?!;:"()“”]/g, '')}
                  </span>
                  <span className="text-ink-700">: {open.gloss}</span>
                </p>
                <button
                  type="button"
                  aria-label="Hide the meaning"
                  onClick={() => setOpenWord(null)}
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ocean-100 focus-visible:outline-3 focus-visible:outline-focus"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            ) : null}
          </div>
          <button
            type="button"
            aria-expanded={translated}
            aria-controls={translationId}
            onClick={() => setTranslated(!translated)}
            className="mt-1 inline-flex min-h-9 items-center gap-1 rounded-control px-1 text-sm font-semibold text-ocean-700 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
          >
            <Languages aria-hidden="true" className="size-4" />
            {translated ? 'Hide translation' : 'Show translation'}
          </button>
          {voice?.recordedBy ? (
            <p>
              <VoiceLabel voice={voice} />
            </p>
          ) : null}
          <p id={translationId} hidden={!translated} className="text-ink-700">
            {line.english}
          </p>
        </div>
      </div>
    </li>
  );
}
