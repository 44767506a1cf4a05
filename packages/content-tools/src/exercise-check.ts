/**
 * Is every exercise answerable, and does every lesson have what docs/content.md asks for?
 * Pure rules used by `npm run content:check`.
 */
import { answerKey, BLANK, EXERCISE_TYPES, type Exercise } from '@hadal/domain';
import type { ContentFinding } from './findings';
import { checkGradedQuestion } from './question-rules';

export type { ContentFinding, Severity } from './findings';

export const MIN_EXERCISES = 8;
export const VOCABULARY_ITEMS_RANGE = [5, 10] as const;
export const CAN_DO_RANGE = [2, 4] as const;
export const LEARNING_NOTES_RANGE = [2, 4] as const;
export const OPTIONS_RANGE = [3, 4] as const;
export const MATCHING_PAIRS_RANGE = [4, 6] as const;
export const MIN_PHRASES = 4;
export const MIN_DIALOGUE_LINES = 4;
export const MIN_GRAMMAR_EXAMPLES = 2;

export const CATEGORIES = [
  'greetings',
  'family',
  'numbers',
  'time',
  'food',
  'home',
  'body',
  'colours',
  'weather',
  'travel',
  'shopping',
  'health',
  'school-work',
  'grammar',
  'culture',
  'conversation',
] as const;

/** Fields each exercise type needs (docs/content.md, "Exercises"). */
export const REQUIRED_FIELDS: Readonly<Record<string, readonly (keyof Exercise)[]>> = {
  vocabulary_introduction: ['title', 'question', 'translation'],
  grammar_introduction: ['title', 'explanation', 'examples'],
  multiple_choice: ['question', 'options', 'correct_answer'],
  english_to_somali: ['question', 'options', 'correct_answer'],
  somali_to_english: ['question', 'tts_text', 'options', 'correct_answer'],
  listening_comprehension: ['question', 'tts_text', 'options', 'correct_answer'],
  fill_blank: ['question', 'correct_answer', 'translation'],
  fill_in_blank: ['question', 'correct_answer', 'translation'],
  matching: ['pairs'],
  pronunciation: ['question', 'tts_text', 'correct_answer', 'translation'],
  conversation_practice: ['title', 'dialogue'],
  phrase_practice: ['title', 'phrases'],
  sentence_building: ['question', 'correct_answer', 'options', 'translation'],
  dictation: ['question', 'tts_text', 'correct_answer', 'options', 'translation'],
};

const CHOICE_TYPES = new Set([
  'multiple_choice',
  'english_to_somali',
  'somali_to_english',
  'listening_comprehension',
  'sentence_building',
  'dictation',
]);

/** Options and answers compare as the player compares them (answers/normalise.ts). */
const fold = (s: string) => answerKey(s);
const optionText = (o: string | { text: string }) => (typeof o === 'string' ? o : o.text);

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values.map(fold)) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && !value.trim()) ||
    (Array.isArray(value) && !value.length)
  );
}

/** Findings for one exercise: required fields, answerability, known type. */
export function checkExercise(ex: Exercise): ContentFinding[] {
  const out: ContentFinding[] = [];
  const err = (rule: string, message: string, hint?: string) =>
    out.push({ severity: 'error', rule, message, hint, exerciseId: ex.id });
  if (!(EXERCISE_TYPES as readonly string[]).includes(ex.type)) {
    out.push({
      severity: 'warning',
      rule: 'unknown-type',
      message: `type "${ex.type}" is not one the app knows`,
      hint: `use one of: ${Object.keys(REQUIRED_FIELDS)
        .filter((t) => t !== 'fill_in_blank')
        .join(', ')}`,
      exerciseId: ex.id,
    });
    return out;
  }
  const required = REQUIRED_FIELDS[ex.type] ?? [];
  for (const field of required) {
    if (field === 'pairs' && !isBlank(ex.matching_pairs)) continue;
    if (isBlank(ex[field]))
      err('required-field', `${ex.type} needs "${field}"`, 'see the table of fields by type in docs/content.md');
  }

  const options = (ex.options ?? []).map(optionText);
  if (CHOICE_TYPES.has(ex.type) && ex.options) {
    if (options.length < OPTIONS_RANGE[0] || options.length > OPTIONS_RANGE[1]) {
      err('options-count', `has ${options.length} options; give ${OPTIONS_RANGE[0]} to ${OPTIONS_RANGE[1]}`);
    }
  }
  if (ex.options && ex.correct_answer !== undefined) {
    const hits = options.filter((o) => fold(o) === fold(ex.correct_answer!)).length;
    if (hits === 0)
      err(
        'answer-not-in-options',
        `correct_answer "${ex.correct_answer}" is not among the options`,
        'copy the answer exactly into one option',
      );
    if (hits > 1)
      err(
        'answer-repeated',
        `correct_answer "${ex.correct_answer}" matches ${hits} options`,
        'answers compare without case, punctuation, apostrophes or particle spacing: keep the options distinct',
      );
    const dup = duplicates(options).filter((d) => d !== fold(ex.correct_answer!));
    if (dup.length)
      err('duplicate-options', `options repeat ${dup.map((d) => `"${d}"`).join(', ')} (case-insensitively)`);
  }

  if ((ex.type === 'fill_blank' || ex.type === 'fill_in_blank') && ex.question) {
    const blanks = ex.question.match(/_+/g) ?? [];
    const exact = blanks.filter((b) => b === BLANK).length;
    if (exact !== 1 || blanks.length !== 1) {
      err(
        'blank',
        `the question has ${blanks.length} blank(s) ${blanks.length ? `(${blanks.join(' ')})` : ''}; it needs exactly one ${BLANK}`.replace(
          '  ',
          ' ',
        ),
        'write the gap as three underscores, once',
      );
    }
  }

  if (ex.type === 'matching') {
    const pairs = ex.pairs ?? ex.matching_pairs ?? [];
    if (pairs.length && (pairs.length < MATCHING_PAIRS_RANGE[0] || pairs.length > MATCHING_PAIRS_RANGE[1])) {
      err('matching-pairs', `has ${pairs.length} pairs; give ${MATCHING_PAIRS_RANGE[0]} to ${MATCHING_PAIRS_RANGE[1]}`);
    }
    const left = pairs.map((p) => ('somali' in p ? p.somali : p.left));
    const right = pairs.map((p) => ('somali' in p ? p.english : p.right));
    for (const [side, values] of [
      ['somali', left],
      ['english', right],
    ] as const) {
      const dup = duplicates(values);
      if (dup.length)
        err(
          'matching-unique',
          `the ${side} side repeats ${dup.map((d) => `"${d}"`).join(', ')}`,
          'each side of a matching exercise must be unique, or the learner cannot tell which pair is meant',
        );
    }
  }

  if (
    ex.type === 'pronunciation' &&
    ex.tts_text &&
    ex.correct_answer &&
    fold(ex.tts_text) !== fold(ex.correct_answer)
  ) {
    err(
      'pronunciation-answer',
      'correct_answer differs from tts_text',
      'the learner says what they hear: make them the same',
    );
  }
  if (ex.type === 'conversation_practice' && ex.dialogue && ex.dialogue.length < MIN_DIALOGUE_LINES) {
    err('dialogue-length', `has ${ex.dialogue.length} dialogue lines; give at least ${MIN_DIALOGUE_LINES}`);
  }
  if (ex.type === 'phrase_practice' && ex.phrases) {
    if (ex.phrases.length < MIN_PHRASES) {
      err(
        'phrases-count',
        `has ${ex.phrases.length} phrases; give at least ${MIN_PHRASES}`,
        'the phrase quiz needs 3 distractors',
      );
    }
    const dup = duplicates(ex.phrases.map((p) => p.somali));
    if (dup.length) err('phrases-unique', `repeats the phrase ${dup.map((d) => `"${d}"`).join(', ')}`);
    const dupEn = duplicates(ex.phrases.map((p) => p.english));
    if (dupEn.length)
      err(
        'phrases-unique',
        `repeats the English ${dupEn.map((d) => `"${d}"`).join(', ')}`,
        'the quiz asks by meaning: meanings must differ',
      );
  }
  if (ex.type === 'grammar_introduction' && ex.examples && ex.examples.length < MIN_GRAMMAR_EXAMPLES) {
    err('grammar-examples', `has ${ex.examples.length} example(s); give at least ${MIN_GRAMMAR_EXAMPLES}`);
  }
  out.push(...checkGradedQuestion(ex));
  return out;
}
