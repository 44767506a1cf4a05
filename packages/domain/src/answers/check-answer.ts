/**
 * The answer check of every graded question, the same on the server and in the browser
 * (content/README.md, "Answers"). Pure: the dialect table and the real words are handed in.
 *
 * An answer is right when, compared as answers are (normalise.ts), it is the correct answer or
 * one of the accepted answers; or when it differs from one of them only by southern spellings the
 * dialect table lists. It is almost right (and counts as right) when one word of 4 or more letters
 * is one edit away from the expected word, unless that typo is itself a real word.
 */
import type { Exercise } from '../lessons';
import { EMPTY_DIALECT, type DialectIndex } from './dialect';
import { answerTokens, letterCount } from './normalise';
import { isOneEdit } from './typo';

/** Words shorter than this are never forgiven a typo: one letter changes too much of them. */
export const TYPO_MIN_LETTERS = 4;
export const ALMOST_MESSAGE_PREFIX = 'Almost — watch the spelling: ';
export const DIALECT_MESSAGE_PREFIX = 'Correct. The standard (northern) spelling is: ';

export const almostMessage = (standard: string) => `${ALMOST_MESSAGE_PREFIX}${standard}`;
export const dialectMessage = (standard: string) => `${DIALECT_MESSAGE_PREFIX}${standard}`;

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
      /** How it matched: exactly, as an accepted alternative, or through a southern spelling. */
      via: 'exact' | 'accepted' | 'dialect';
      /** Shown after a southern spelling: the standard form. */
      message?: string;
    }
  | { kind: 'almost'; standard: string; message: string }
  | { kind: 'wrong'; standard: string };

export type ExpectedAnswer = Pick<Exercise, 'correct_answer' | 'accepted_answers'>;

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

type Alignment = { dialect: boolean; differing: number[] } | null;

/** Position by position: which words differ once southern spellings are taken as the standard. */
function align(given: readonly string[], expected: readonly string[], dialect: DialectIndex): Alignment {
  if (given.length !== expected.length) return null;
  let usedDialect = false;
  const differing: number[] = [];
  expected.forEach((word, i) => {
    const g = given[i] as string;
    if (g === word) return;
    if (dialect.accepts(g, word)) usedDialect = true;
    else differing.push(i);
  });
  return { dialect: usedDialect, differing };
}

function isForgivableTypo(given: string, expected: string, context: AnswerContext): boolean {
  return (
    letterCount(expected) >= TYPO_MIN_LETTERS &&
    isOneEdit(given, expected) &&
    !isKnown(context, given) &&
    !(context.dialect ?? EMPTY_DIALECT).southernOf(expected).includes(given)
  );
}

/** Checks a typed, built or picked answer against a question's correct and accepted answers. */
export function checkAnswer(given: string, expected: ExpectedAnswer, context: AnswerContext = {}): AnswerVerdict {
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
  const southern = aligned.find((c) => c.alignment?.dialect && c.alignment.differing.length === 0);
  if (southern) {
    return { kind: 'correct', standard: southern.text, via: 'dialect', message: dialectMessage(southern.text) };
  }

  for (const c of aligned) {
    const [only, ...more] = c.alignment?.differing ?? [];
    if (only === undefined || more.length) continue;
    if (isForgivableTypo(givenTokens[only] as string, c.tokens[only] as string, context)) {
      return { kind: 'almost', standard: c.text, message: almostMessage(c.text) };
    }
  }
  return { kind: 'wrong', standard };
}

/** The plain comparison of a picked answer: same answer once case, punctuation, apostrophes and particle spacing are folded. */
export function sameAnswer(given: string, expected: string): boolean {
  const g = answerTokens(given).join(' ');
  return g.length > 0 && g === answerTokens(expected).join(' ');
}
