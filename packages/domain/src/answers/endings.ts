/**
 * Grammatical endings (docs/content.md, "Grading"): in Somali the end of a word carries the
 * grammar: the subject marker (ninku, not ninka), the article (buugga, gabadha), the person and
 * tense of a verb (keenaa, keentaa, keenay). A one-letter difference there is a different form,
 * not a typo, so the answer check never calls it "almost", and it names the ending in its hint.
 */
import type { Drill, DrillKind } from '../lessons';
import { answerText } from './normalise';

const VOWELS = /[aeiou]+$/;

/** The vowels a word ends in: "aa" for keenaa, "u" for ninku, "" for bisad. */
export function trailingVowels(word: string): string {
  return VOWELS.exec(word)?.[0] ?? '';
}

/** True when two spellings of a word end in different vowels: a different grammatical form. */
export function endingChanged(given: string, expected: string): boolean {
  return trailingVowels(given) !== trailingVowels(expected);
}

const DRILL_HINTS: Readonly<Record<DrillKind, (ending: string) => string>> = {
  subject: (e) => `Check the ending: the subject takes -${e}`,
  object: (e) => `Check the ending: the object keeps -${e}`,
  article: (e) => `Check the ending: "the" here is -${e}`,
  possessive: (e) => `Check the ending: the possessive here is -${e}`,
  plural: (e) => `Check the ending: the plural here takes -${e}`,
  'verb-person': (e) => `Check the ending: the verb takes -${e} for this person`,
  'verb-tense': (e) => `Check the ending: the verb takes -${e} in this tense`,
  'to-be': (e) => `Check the form of "to be": here it is ${e}`,
};

/** The hint of a drilled ending the learner missed. */
export function drillHint(drill: Pick<Drill, 'kind' | 'ending'>): string {
  return DRILL_HINTS[drill.kind](answerText(drill.ending));
}

/** The hint after a word whose final vowels changed (no drill names it). */
export function endingHint(expected: string): string {
  const vowels = trailingVowels(expected);
  return vowels ? `Check the ending: ${expected} ends in -${vowels}` : `Check the ending of ${expected}`;
}

/**
 * The drill of an expected answer word: the drill whose word it is, or ends in (a form of "to be"
 * is compared joined to the word before it: faraxsantahay).
 */
export function drillFor(expected: string, drills: readonly Drill[]): Drill | undefined {
  const drill = drills.find((d) => expected.endsWith(answerText(d.word)));
  return drill && { ...drill, word: expected };
}

/**
 * True when `given` is not the drilled word's stem followed by its ending: the learner wrote
 * another ending (ninka for ninku, keentaa for keenaa). `word` and `ending` compare as answers do.
 */
export function drilledEndingMissed(given: string, drill: Pick<Drill, 'word' | 'ending'>): boolean {
  const word = answerText(drill.word);
  const ending = answerText(drill.ending);
  if (given === word) return false;
  if (!given.endsWith(ending)) return true;
  const stem = word.slice(0, word.length - ending.length);
  // A form that is all ending (ahay) is missed by any other word (tahay).
  if (stem.length === 0) return true;
  const givenStem = given.slice(0, given.length - ending.length);
  // The letter before the ending belongs to the form too: keen-aa is not keent-aa.
  return givenStem.at(-1) !== stem.at(-1);
}

/** True when `given` looks like an attempt at the drilled word (it starts like its stem), so an ending hint helps. */
export function triesDrilledWord(given: string, drill: Pick<Drill, 'word' | 'ending'>): boolean {
  const word = answerText(drill.word);
  const stem = word.slice(0, word.length - answerText(drill.ending).length);
  // A drilled form that is all ending (a form of "to be": tahay, yahay) is tried by any word in its place.
  if (stem.length === 0) return true;
  return given.startsWith(stem.slice(0, Math.max(2, stem.length - 1)));
}
