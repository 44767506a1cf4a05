import { LESSON_SUMMARY_MAX_ITEMS, type LessonDetail } from '@hadal/domain';
import { GrammarLine } from './exercises/grammar-line';

/** The summary on the first exercise: grammar patterns, key vocabulary, what you'll learn, key points. */
export function LessonSummary({ lesson }: { lesson: LessonDetail }) {
  const patterns = lesson.grammar_patterns.slice(0, LESSON_SUMMARY_MAX_ITEMS);
  const vocabulary = lesson.vocabulary_items.slice(0, LESSON_SUMMARY_MAX_ITEMS);
  if (!patterns.length && !vocabulary.length && !lesson.cefr_can_do.length && !lesson.learning_notes.length)
    return null;
  return (
    <div className="grid gap-4 rounded-card border border-sand-200 bg-white p-4 sm:grid-cols-2 sm:p-5">
      {patterns.length ? (
        <section>
          <h2 className="mb-2 text-sm font-bold tracking-wide text-ink-700 uppercase">Grammar Patterns</h2>
          <ul className="space-y-2">
            {patterns.map((p, i) => (
              <li key={i}>
                <GrammarLine text={p.text} />
                <span className="block text-sm text-ink-700">{p.explanation}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {vocabulary.length ? (
        <section>
          <h2 className="mb-2 text-sm font-bold tracking-wide text-ink-700 uppercase">Key Vocabulary</h2>
          <ul className="space-y-1">
            {vocabulary.map((v, i) => (
              <li key={i} className="flex justify-between gap-3 border-b border-sand-100 py-1">
                <span className="font-semibold" lang="so">
                  {v.somali}
                </span>
                <span className="text-right text-ink-700">{v.english}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lesson.cefr_can_do.length ? (
        <section>
          <h2 className="mb-2 text-sm font-bold tracking-wide text-ink-700 uppercase">What you&apos;ll learn</h2>
          <ul className="list-disc space-y-1 pl-5">
            {lesson.cefr_can_do.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {lesson.learning_notes.length ? (
        <section>
          <h2 className="mb-2 text-sm font-bold tracking-wide text-ink-700 uppercase">Key Points</h2>
          <ul className="list-disc space-y-1 pl-5">
            {lesson.learning_notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
