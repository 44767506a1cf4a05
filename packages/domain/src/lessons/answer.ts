import type { Exercise, ExerciseOption, MatchingPair } from './lesson.schemas';
import { shuffle } from './exercise-order';
import { PHRASE_QUIZ_MAX_DISTRACTORS } from './xp';

/** Answer checking and exercise helpers shared by the lesson player and the server (spec 01 §4, §5). */

export const ANSWER_REQUIRED_MESSAGE = 'Please select or enter an answer';
export const MATCH_ALL_MESSAGE = 'Please match all items before submitting';
export const RECORDING_REQUIRED_MESSAGE = 'Please record your pronunciation first';

/** Comparison is case-insensitive; surrounding and repeated spaces are ignored. */
export function normaliseAnswer(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export function optionText(option: ExerciseOption): string {
  return typeof option === 'string' ? option : option.text;
}

export function optionAudio(option: ExerciseOption): string | undefined {
  return typeof option === 'string' ? undefined : option.audio_filename;
}

/** A grammar display line made only of letters, commas and spaces is shown as word chips. */
export function isWordChipLine(line: string): boolean {
  return /^[\p{L}, ]+$/u.test(line) && /\p{L}/u.test(line);
}

/** The words of a chip line. */
export function chipWords(line: string): string[] {
  return line
    .split(/[,\s]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

export interface NormalisedPair {
  left: string;
  right: string;
  audio?: string;
}

/** Matching pairs come as pairs or matching_pairs, each {left,right} or {somali,english}. */
export function matchingPairs(exercise: Pick<Exercise, 'pairs' | 'matching_pairs'>): NormalisedPair[] {
  const raw: MatchingPair[] = exercise.pairs ?? exercise.matching_pairs ?? [];
  return raw.map((p) =>
    'left' in p
      ? { left: p.left, right: p.right, audio: p.audio_filename_key }
      : { left: p.somali, right: p.english, audio: p.audio_filename_key },
  );
}

export interface PhraseQuizQuestion {
  somali: string;
  correct: string;
  options: string[];
  audio?: string;
}

/** One question per phrase: its English meaning plus up to 3 distractors from the other phrases. */
export function phraseQuizQuestions(
  phrases: readonly { somali: string; english: string; audio_filename_key?: string }[],
  random: () => number = Math.random,
): PhraseQuizQuestion[] {
  return phrases.map((p, i) => {
    const others = [
      ...new Set(
        phrases
          .filter((_, j) => j !== i)
          .map((o) => o.english)
          .filter((e) => normaliseAnswer(e) !== normaliseAnswer(p.english)),
      ),
    ];
    const distractors = shuffle(others, random).slice(0, PHRASE_QUIZ_MAX_DISTRACTORS);
    return {
      somali: p.somali,
      correct: p.english,
      options: shuffle([p.english, ...distractors], random),
      audio: p.audio_filename_key,
    };
  });
}

/** Percent shown on the phrase quiz finish screen. */
export function quizPercent(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 100) : 0;
}
