import { useState } from 'react';
import type { Exercise } from '@hadal/domain';
import { cn } from '@/lib/cn';
import { AudioButton } from '@/features/lessons/components/audio-button';
import { PhraseQuiz } from './phrase-quiz';

/** phrase_practice: the phrases with audio, and a quiz/learn toggle. */
export function PhrasePracticeExercise({ exercise }: { exercise: Exercise }) {
  const [mode, setMode] = useState<'learn' | 'quiz'>('learn');
  const phrases = exercise.phrases ?? [];
  return (
    <div className="space-y-4">
      <div className="inline-flex rounded-control bg-sand-100 p-1" role="group" aria-label="Practice mode">
        {(['learn', 'quiz'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={cn(
              'min-h-9 rounded-control px-4 text-sm font-semibold',
              mode === m ? 'bg-white text-ocean-700 shadow-card' : 'text-ink-700',
            )}
          >
            {m === 'learn' ? 'Learn' : 'Quiz'}
          </button>
        ))}
      </div>
      {mode === 'learn' ? (
        <ul className="space-y-2">
          {phrases.map((p, i) => (
            <li key={i} className="flex items-center gap-2 rounded-control bg-sand-100 px-3 py-2">
              <span className="flex-1">
                {p.speaker ? <span className="block text-xs font-semibold text-ink-500">{p.speaker}</span> : null}
                <span className="block font-semibold" lang="so">
                  {p.somali}
                </span>
                <span className="block text-sm text-ink-700">{p.english}</span>
              </span>
              <AudioButton audioKey={p.audio_filename_key} label={p.somali} />
            </li>
          ))}
        </ul>
      ) : (
        <PhraseQuiz phrases={phrases} />
      )}
    </div>
  );
}
