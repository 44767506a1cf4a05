import { useId, useState } from 'react';
import { wordBank, type Exercise } from '@hadal/domain';
import { AudioButton } from '@/features/lessons/components/audio-button';

/**
 * A typed answer: dictation (listen, type what you hear), typed english_to_somali and typed
 * fill-ins. The options' words are a word bank the learner may open as a help; a bank word is
 * added to the end of the answer.
 */
export function TypedAnswerExercise({
  exercise,
  value,
  onChange,
  checked,
}: {
  exercise: Exercise;
  value: string;
  onChange: (value: string) => void;
  checked: boolean;
}) {
  const id = useId();
  const [bank] = useState(() => wordBank(exercise));
  const [bankOpen, setBankOpen] = useState(false);
  const dictation = exercise.type === 'dictation';
  return (
    <div className="space-y-3">
      {dictation && !checked ? (
        <div className="flex items-center gap-3 rounded-card bg-sand-100 p-4">
          <AudioButton
            audioKey={exercise.audio_filename ?? exercise.audio_filename_key}
            label="the sentence to write"
          />
          <span className="text-ink-700">Listen, then type what you hear.</span>
        </div>
      ) : null}
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        Your answer
      </label>
      <input
        id={id}
        lang="so"
        value={value}
        disabled={checked}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-base focus-visible:outline-3 focus-visible:outline-focus disabled:bg-sand-100"
      />
      {bank.length > 0 && !checked ? (
        <div className="space-y-2">
          <button
            type="button"
            aria-expanded={bankOpen}
            onClick={() => setBankOpen((o) => !o)}
            className="text-sm font-semibold text-ocean-700 underline underline-offset-2"
          >
            {bankOpen ? 'Hide the word bank' : 'Show the word bank'}
          </button>
          {bankOpen ? (
            <div role="group" aria-label="Word bank" className="flex flex-wrap gap-2">
              {bank.map((word) => (
                <button
                  key={word}
                  type="button"
                  lang="so"
                  onClick={() => onChange(value.trim() ? `${value.trimEnd()} ${word}` : word)}
                  className="min-h-10 rounded-full border border-sand-300 bg-white px-3 text-sm hover:border-ocean-300"
                >
                  {word}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
