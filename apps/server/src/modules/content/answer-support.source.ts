/**
 * The tables a served lesson's typed and built questions are checked with: the bundle's dialect
 * table, and its real words (the bundle's lexicon files, every word its lessons use, and the
 * Wiktionary headwords of the reference data). See `enrichLessonAnswers` in packages/domain.
 */
import type { AnswerSupportSource } from '@hadal/domain';
import { bundleAnswerSupport } from '@hadal/content-tools';
import type { LoadedBundle } from './bundle-loader';
import { loadWiktionaryWords } from './word-lists';

let wiktionary: Set<string> | undefined;

/** The source for a bundle read from disk; undefined for a bundle built in memory (no tables). */
export function answerSupportSource(bundle: LoadedBundle): AnswerSupportSource | undefined {
  if (bundle.dialect === undefined && bundle.lexiconWords === undefined) return undefined;
  wiktionary ??= loadWiktionaryWords();
  return bundleAnswerSupport({
    dialect: bundle.dialect ?? [],
    lexiconWords: bundle.lexiconWords ?? [],
    referenceWords: wiktionary,
    lessons: bundle.lessons.flatMap((f) => (f.lesson ? [f.lesson] : [])),
  });
}
