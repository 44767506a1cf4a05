/**
 * What a client needs to check a typed or built answer exactly as the server does, attached to
 * the exercise when the lesson is served (`answer_support`): the dialect table's entries for
 * the answer's words, and the real words one edit away from them. The whole lexicon never has to
 * travel to the browser.
 */
import type { AnswerSupport, Exercise, LessonFile } from '../lessons';
import type { AnswerContext } from './check-answer';
import { ENGLISH_ANSWER_TYPES, expectedAnswers, TYPO_MIN_LETTERS } from './check-answer';
import { buildDialectIndex, type DialectIndex } from './dialect';
import { isProducedAnswer, responseKind } from './exercise-kinds';
import { answerText, answerTokens, letterCount } from './normalise';
import { isOneEdit } from './typo';

export interface AnswerSupportSource {
  dialect: DialectIndex;
  /** Every real word (lowercase, apostrophes removed as answers compare). */
  knownWords: ReadonlySet<string>;
}

interface NearWordIndex {
  /** The known words grouped by length: a typo changes the length by one at most. */
  byLength: Map<number, string[]>;
  /** Words already looked up. */
  near: Map<string, string[]>;
}

const nearWordIndexes = new WeakMap<ReadonlySet<string>, NearWordIndex>();

/** The known words one edit away from `word`; indexed and remembered per word set. */
function nearWords(word: string, known: ReadonlySet<string>): string[] {
  let index = nearWordIndexes.get(known);
  if (!index) {
    index = { byLength: new Map(), near: new Map() };
    for (const w of known) {
      const bucket = index.byLength.get(w.length);
      if (bucket) bucket.push(w);
      else index.byLength.set(w.length, [w]);
    }
    nearWordIndexes.set(known, index);
  }
  let found = index.near.get(word);
  if (!found) {
    found = [word.length - 1, word.length, word.length + 1].flatMap((n) =>
      (index.byLength.get(n) ?? []).filter((k) => isOneEdit(word, k)),
    );
    index.near.set(word, found);
  }
  return found;
}

/** The support of one exercise, or undefined when it needs none (picked answers, or nothing to add). */
export function answerSupportFor(
  exercise: Pick<Exercise, 'type' | 'options' | 'answer_mode' | 'correct_answer' | 'accepted_answers'>,
  source: AnswerSupportSource,
): AnswerSupport | undefined {
  const spoken = responseKind(exercise) === 'say';
  if (!isProducedAnswer(exercise) && !spoken) return undefined;
  // An English answer is checked without the Somali tables.
  if (ENGLISH_ANSWER_TYPES.has(exercise.type)) return undefined;
  const words = [...new Set(expectedAnswers(exercise).flatMap(answerTokens))];
  const dialect = words.flatMap((standard) =>
    source.dialect.southernOf(standard).map((southern) => ({ standard, southern })),
  );
  const confusable = new Set<string>();
  // A spoken answer is scored by pronunciation/score.ts: the southern forms matter, typos do not.
  for (const w of spoken ? [] : words) {
    if (letterCount(w) < TYPO_MIN_LETTERS) continue;
    for (const k of nearWords(w, source.knownWords)) confusable.add(k);
  }
  if (!dialect.length && !confusable.size) return undefined;
  return {
    ...(dialect.length ? { dialect } : {}),
    ...(confusable.size ? { confusable_words: [...confusable].sort() } : {}),
  };
}

/** The lesson with `answer_support` on every typed, built or spoken answer that needs it. Pure. */
export function enrichLessonAnswers<L extends LessonFile>(lesson: L, source: AnswerSupportSource): L {
  return {
    ...lesson,
    exercises: lesson.exercises.map((e) => {
      const { answer_support: _old, ...rest } = e;
      const support = answerSupportFor(rest, source);
      return support ? { ...rest, answer_support: support } : rest;
    }),
  };
}

/** The context to check a served exercise's answer with, from its `answer_support`. */
export function answerContextFor(exercise: Pick<Exercise, 'answer_support'>): AnswerContext {
  const support = exercise.answer_support;
  return {
    dialect: buildDialectIndex(support?.dialect ?? []),
    knownWords: new Set(support?.confusable_words ?? []),
  };
}

/** A real-word set compared as answers are: every word of the texts, lowercase, apostrophes removed. */
export function buildKnownWords(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) for (const w of answerText(t).split(' ')) if (w) out.add(w);
  return out;
}
