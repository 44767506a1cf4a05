/**
 * The answer check of every graded question, the same on the server and in the browser
 * (docs/content.md, "Grading"). Pure: the dialect table and the real words are handed in.
 *
 * A Somali answer is right when, compared as answers are (normalise.ts), it is the correct answer
 * or one of the accepted answers; or when it differs from one of them only by southern spellings
 * the dialect table lists, or by baa written for ayaa (contractions.ts). It is almost right (and
 * counts as right) when it writes a contraction apart (waa aan for waan), or when one word of 4 or
 * more letters is one edit away from the expected word, unless that typo is itself a real word or
 * changes the word's ending (endings.ts): then it is wrong, with a hint naming the ending.
 * An English answer (the meaning of Somali heard or read) compares without contractions or
 * articles (english.ts).
 */
import type { Drill, Exercise } from '../lessons';
import { contractionMessage, isFocusTwin, joinContractions } from './contractions';
import { EMPTY_DIALECT, type DialectIndex } from './dialect';
import { drilledEndingMissed, drillFor, drillHint, endingChanged, endingHint, triesDrilledWord } from './endings';
import { englishKey, englishTokens } from './english';
import { answerTokens, letterCount } from './normalise';
import { isOneEdit } from './typo';

/** Words shorter than this are never forgiven a typo: one letter changes too much of them. */
export const TYPO_MIN_LETTERS = 4;
export const ALMOST_MESSAGE_PREFIX = 'Almost — watch the spelling: ';
export const DIALECT_MESSAGE_PREFIX = 'Correct. The standard (northern) spelling is: ';

export const almostMessage = (standard: string) => `${ALMOST_MESSAGE_PREFIX}${standard}`;
export const dialectMessage = (standard: string) => `${DIALECT_MESSAGE_PREFIX}${standard}`;

/** Types whose answer is English: the meaning of the Somali the learner heard or read. */
export const ENGLISH_ANSWER_TYPES: ReadonlySet<string> = new Set(['somali_to_english', 'listening_comprehension']);

export interface AnswerContext {
  /** The bundle's southern spellings (buildDialectIndex); none by default. */
  dialect?: DialectIndex;
  /** Real words of the lexicon: a typo that makes one of them is wrong, not almost. None by default. */
  knownWords?: ReadonlySet<string> | ((word: string) => boolean);
}

export type AnswerVerdict =
  | {
      kind: 'correct';
      /** The answer as the course writes it (correct_answer, or the accepted answer matched). */
      standard: string;
      /** How it matched: exactly, as an accepted alternative, through a southern spelling, or ayaa for baa. */
      via: 'exact' | 'accepted' | 'dialect' | 'focus';
      /** Shown after a southern spelling: the standard form. */
      message?: string;
    }
  | { kind: 'almost'; standard: string; message: string }
  | {
      kind: 'wrong';
      standard: string;
      /** The ending the learner missed: "Check the ending: the subject takes -u". */
      hint?: string;
    };

export type ExpectedAnswer = Pick<Exercise, 'correct_answer' | 'accepted_answers'> &
  Partial<Pick<Exercise, 'type' | 'drills'>>;

/** True for a verdict that scores as right (correct or almost). */
export function isAccepted(verdict: AnswerVerdict): boolean {
  return verdict.kind !== 'wrong';
}

/** The correct answer first, then the accepted ones; blanks dropped. */
export function expectedAnswers(expected: ExpectedAnswer): string[] {
  return [expected.correct_answer ?? '', ...(expected.accepted_answers ?? [])].filter((a) => a.trim() !== '');
}

function isKnown(context: AnswerContext, word: string): boolean {
  const k = context.knownWords;
  if (!k) return false;
  return typeof k === 'function' ? k(word) : k.has(word);
}

type Alignment = { dialect: boolean; focus: boolean; differing: number[] } | null;

/** Position by position: which words differ once southern spellings and ayaa for baa are taken as the standard. */
function align(given: readonly string[], expected: readonly string[], dialect: DialectIndex): Alignment {
  if (given.length !== expected.length) return null;
  const out = { dialect: false, focus: false, differing: [] as number[] };
  expected.forEach((word, i) => {
    const g = given[i] as string;
    if (g === word) return;
    if (dialect.accepts(g, word)) out.dialect = true;
    else if (isFocusTwin(g, word)) out.focus = true;
    else out.differing.push(i);
  });
  return out;
}

function isForgivableTypo(given: string, expected: string, context: AnswerContext): boolean {
  return (
    letterCount(expected) >= TYPO_MIN_LETTERS &&
    isOneEdit(given, expected) &&
    !endingChanged(given, expected) &&
    !isKnown(context, given) &&
    !(context.dialect ?? EMPTY_DIALECT).southernOf(expected).includes(given)
  );
}

/** Why a word the learner wrote is not the expected one, when it is the ending: the hint to show. */
function endingProblem(given: string, expected: string, drills: readonly Drill[]): string | undefined {
  const drill = drillFor(expected, drills);
  if (drill && triesDrilledWord(given, drill) && drilledEndingMissed(given, drill)) return drillHint(drill);
  if (isOneEdit(given, expected) && endingChanged(given, expected)) return endingHint(expected);
  return undefined;
}

/** Checks a typed, built or picked answer against a question's correct and accepted answers. */
export function checkAnswer(given: string, expected: ExpectedAnswer, context: AnswerContext = {}): AnswerVerdict {
  if (expected.type !== undefined && ENGLISH_ANSWER_TYPES.has(expected.type))
    return checkEnglishAnswer(given, expected);
  const candidates = expectedAnswers(expected);
  const standard = candidates[0] ?? '';
  const givenTokens = answerTokens(given);
  if (!givenTokens.length || !candidates.length) return { kind: 'wrong', standard };
  const tokenised = candidates.map((text, i) => ({ text, i, tokens: answerTokens(text) }));
  const givenKey = givenTokens.join(' ');

  const exact = tokenised.find((c) => c.tokens.join(' ') === givenKey);
  if (exact) return { kind: 'correct', standard: exact.text, via: exact.i === 0 ? 'exact' : 'accepted' };

  const dialect = context.dialect ?? EMPTY_DIALECT;
  const aligned = tokenised.map((c) => ({ ...c, alignment: align(givenTokens, c.tokens, dialect) }));
  const same = aligned.find((c) => c.alignment && c.alignment.differing.length === 0);
  if (same?.alignment?.dialect) {
    return { kind: 'correct', standard: same.text, via: 'dialect', message: dialectMessage(same.text) };
  }
  if (same) return { kind: 'correct', standard: same.text, via: 'focus' };

  const apart = joinContractions(givenTokens);
  if (apart.joined.length) {
    for (const c of tokenised) {
      const alignment = align(apart.tokens, joinContractions(c.tokens).tokens, dialect);
      if (alignment?.differing.length === 0) {
        return { kind: 'almost', standard: c.text, message: contractionMessage(apart.joined, c.text) };
      }
    }
  }

  let hint: string | undefined;
  for (const c of aligned) {
    const differing = c.alignment?.differing ?? [];
    for (const i of differing)
      hint ??= endingProblem(givenTokens[i] as string, c.tokens[i] as string, expected.drills ?? []);
    const [only, ...more] = differing;
    if (only === undefined || more.length) continue;
    const g = givenTokens[only] as string;
    const e = c.tokens[only] as string;
    if (endingProblem(g, e, expected.drills ?? [])) continue;
    if (isForgivableTypo(g, e, context)) return { kind: 'almost', standard: c.text, message: almostMessage(c.text) };
  }
  return hint ? { kind: 'wrong', standard, hint } : { kind: 'wrong', standard };
}

/** An English answer: contractions and articles do not matter; one typo in a word of 4+ letters is almost. */
function checkEnglishAnswer(given: string, expected: ExpectedAnswer): AnswerVerdict {
  const candidates = expectedAnswers(expected);
  const standard = candidates[0] ?? '';
  const givenTokens = englishTokens(given);
  if (!givenTokens.length || !candidates.length) return { kind: 'wrong', standard };
  const key = givenTokens.join(' ');
  const exact = candidates.findIndex((c) => englishKey(c) === key);
  if (exact >= 0)
    return { kind: 'correct', standard: candidates[exact] as string, via: exact === 0 ? 'exact' : 'accepted' };
  for (const c of candidates) {
    const tokens = englishTokens(c);
    if (tokens.length !== givenTokens.length) continue;
    const differing = tokens.flatMap((t, i) => (t === givenTokens[i] ? [] : [i]));
    const [only, ...more] = differing;
    if (only === undefined || more.length) continue;
    const e = tokens[only] as string;
    if (e.length >= TYPO_MIN_LETTERS && isOneEdit(givenTokens[only] as string, e)) {
      return { kind: 'almost', standard: c, message: almostMessage(c) };
    }
  }
  return { kind: 'wrong', standard };
}

/** The plain comparison of a picked answer: same answer once case, punctuation, apostrophes and particle spacing are folded. */
export function sameAnswer(given: string, expected: string): boolean {
  const g = answerTokens(given).join(' ');
  return g.length > 0 && g === answerTokens(expected).join(' ');
}
