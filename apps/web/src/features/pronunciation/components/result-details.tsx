import type { PronunciationResult } from '@hadal/domain';

function Words({ label, words, tone }: { label: string; words: string[]; tone: string }) {
  if (words.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-sm text-ink-700">{label}</span>
      {words.map((w, i) => (
        <span key={`${w}-${i}`} lang="so" className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${tone}`}>
          {w}
        </span>
      ))}
    </div>
  );
}

/** What the speech recogniser heard, word by word (spec 01 §3 Pronunciation result; spec 02 §2 'You said'). */
export function ResultDetails({ result }: { result: PronunciationResult }) {
  return (
    <div className="space-y-2 rounded-card border border-sand-200 bg-white p-4">
      <p className="text-ink-900">
        <span className="font-semibold">You said: </span>
        <span lang="so">{result.recognized_text || '(nothing was heard)'}</span>
      </p>
      <p className="text-sm text-ink-700">Similarity: {Math.round(result.similarity * 100)}%</p>
      <Words label="Missing:" words={result.missing_words} tone="bg-danger-50 text-danger-700" />
      <Words label="Extra:" words={result.extra_words} tone="bg-sun-50 text-ink-900" />
      <p className="text-xs text-ink-500">Automatic feedback may vary: trust your ears too.</p>
    </div>
  );
}
