/**
 * Scoring a reading: the words a speech recogniser heard against the words the exercise asks
 * for. Both are normalised as answers are (case, punctuation, apostrophe variants, joined
 * particles: answers/normalise.ts); a southern spelling the lesson's dialect table accepts for an
 * expected word counts as that word. Words are aligned by a weighted edit distance in which
 * pairing one word with another costs by their letter similarity, so a near-miss costs little.
 */
import { EMPTY_DIALECT, type DialectIndex } from '../answers/dialect';
import { answerTokens } from '../answers/normalise';
import {
  PRONUNCIATION_CLOSE_MIN_SIMILARITY,
  PRONUNCIATION_MATCH_MIN_SIMILARITY,
  PRONUNCIATION_WORD_MIN_SIMILARITY,
} from './pronunciation.constants';
import type { PronunciationFeedback, PronunciationResult } from './pronunciation.schemas';

/** Levenshtein distance over code points. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= y.length; j += 1) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[y.length]!;
}

/** Letter similarity of two words, 0 (nothing alike) to 1 (the same). */
export function charSimilarity(a: string, b: string): number {
  const longest = Math.max([...a].length, [...b].length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** The words of a reading, compared as answers are. */
export function pronunciationWords(text: string): string[] {
  return answerTokens(text);
}

export type WordStep =
  | { op: 'pair'; expected: string; heard: string; similarity: number }
  | { op: 'missing'; expected: string }
  | { op: 'extra'; heard: string };

/** Similarity of a heard word to an expected one: 1 for a dialect spelling the lesson accepts. */
function wordSimilarity(expected: string, heard: string, dialect: DialectIndex): number {
  if (expected === heard || dialect.accepts(heard, expected)) return 1;
  return charSimilarity(expected, heard);
}

/**
 * Pairing two words costs twice their dissimilarity, so pairing two unlike words costs what
 * leaving one missing and the other extra costs (2), and a near-miss costs little.
 */
const pairCost = (similarity: number) => 2 * (1 - similarity);

/** The cheapest alignment of the heard words to the expected ones, in order. */
export function alignWords(expected: string[], heard: string[], dialect: DialectIndex = EMPTY_DIALECT): WordStep[] {
  const n = expected.length;
  const m = heard.length;
  const sim = expected.map((e) => heard.map((h) => wordSimilarity(e, h, dialect)));
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      cost[i]![j] = Math.min(
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
        cost[i - 1]![j - 1]! + pairCost(sim[i - 1]![j - 1]!),
      );
    }
  }
  const steps: WordStep[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && Math.abs(here - (cost[i - 1]![j - 1]! + pairCost(sim[i - 1]![j - 1]!))) < 1e-9) {
      steps.push({ op: 'pair', expected: expected[i - 1]!, heard: heard[j - 1]!, similarity: sim[i - 1]![j - 1]! });
      i -= 1;
      j -= 1;
    } else if (i > 0 && Math.abs(here - (cost[i - 1]![j]! + 1)) < 1e-9) {
      steps.push({ op: 'missing', expected: expected[i - 1]! });
      i -= 1;
    } else {
      steps.push({ op: 'extra', heard: heard[j - 1]! });
      j -= 1;
    }
  }
  return steps.reverse();
}

/** match, close or try again, from the overall similarity (the named thresholds). */
export function feedbackFor(similarity: number): Exclude<PronunciationFeedback, 'skip'> {
  if (similarity >= PRONUNCIATION_MATCH_MIN_SIMILARITY) return 'match';
  if (similarity >= PRONUNCIATION_CLOSE_MIN_SIMILARITY) return 'close';
  return 'try again';
}

/**
 * The spec's pronunciation result for what was heard: similarity is 1 − the alignment's cost over
 * the words of both texts (0 when nothing was heard), rounded to 3 decimals.
 */
export function scorePronunciation(
  expectedText: string,
  recognizedText: string,
  dialect: DialectIndex = EMPTY_DIALECT,
): PronunciationResult {
  const expected = pronunciationWords(expectedText);
  const heard = pronunciationWords(recognizedText);
  const steps = alignWords(expected, heard, dialect);
  const correct: string[] = [];
  const missing: string[] = [];
  const extra: string[] = [];
  let cost = 0;
  for (const s of steps) {
    if (s.op === 'missing') {
      missing.push(s.expected);
      cost += 1;
    } else if (s.op === 'extra') {
      extra.push(s.heard);
      cost += 1;
    } else {
      cost += pairCost(s.similarity);
      if (s.similarity >= PRONUNCIATION_WORD_MIN_SIMILARITY) correct.push(s.expected);
      else {
        missing.push(s.expected);
        extra.push(s.heard);
      }
    }
  }
  const words = expected.length + heard.length;
  const raw = heard.length === 0 || expected.length === 0 ? 0 : 1 - cost / words;
  const similarity = Math.round(Math.min(1, Math.max(0, raw)) * 1000) / 1000;
  return {
    feedback: feedbackFor(similarity),
    similarity,
    expected_text: expectedText,
    recognized_text: recognizedText,
    correct_words: correct,
    missing_words: missing,
    extra_words: extra,
  };
}

/** A pronunciation result counts as correct when it is a match or close, or was skipped (spec 01 §4). */
export function pronunciationCountsCorrect(feedback: PronunciationFeedback): boolean {
  return feedback !== 'try again';
}
