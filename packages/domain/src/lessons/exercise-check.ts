/**
 * Is every exercise answerable, and does every lesson have what content/README.md asks for?
 * Pure rules used by `npm run content:check`.
 */
import { CEFR_LEVELS, EXERCISE_TYPES, type Exercise, type LessonFile } from './lesson.schemas';

export type Severity = 'error' | 'warning';

export interface ContentFinding {
  severity: Severity;
  rule: string;
  message: string;
  hint?: string;
  exerciseId?: string;
  word?: string;
}

export const MIN_EXERCISES = 8;
export const VOCABULARY_ITEMS_RANGE = [5, 10] as const;
export const CAN_DO_RANGE = [2, 4] as const;
export const LEARNING_NOTES_RANGE = [2, 4] as const;
export const OPTIONS_RANGE = [3, 4] as const;
export const MATCHING_PAIRS_RANGE = [4, 6] as const;
export const MIN_PHRASES = 4;
export const MIN_DIALOGUE_LINES = 4;
export const MIN_GRAMMAR_EXAMPLES = 2;
export const BLANK = '___';

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

/** Fields each exercise type needs (content/README.md, "Exercises"). */
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
};

const CHOICE_TYPES = new Set(['multiple_choice', 'english_to_somali', 'somali_to_english', 'listening_comprehension']);

const fold = (s: string) => s.trim().toLowerCase();
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
      err('required-field', `${ex.type} needs "${field}"`, 'see the table of fields by type in content/README.md');
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
        'answers compare case-insensitively: keep the options distinct',
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
  return out;
}

const within = (n: number, [lo, hi]: readonly [number, number]) => n >= lo && n <= hi;

/** Findings for one lesson: minimums, level, category, exercise ids, and every exercise. */
export function checkLesson(lesson: LessonFile): ContentFinding[] {
  const out: ContentFinding[] = [];
  const err = (rule: string, message: string, hint?: string) => out.push({ severity: 'error', rule, message, hint });
  const warn = (rule: string, message: string, hint?: string) => out.push({ severity: 'warning', rule, message, hint });
  const expectedLevel = CEFR_LEVELS.indexOf(lesson.cefr_level) + 1;
  if (lesson.level !== expectedLevel)
    err('level', `level is ${lesson.level} but ${lesson.cefr_level} is level ${expectedLevel}`);
  if (!(CATEGORIES as readonly string[]).includes(lesson.category)) {
    warn(
      'category',
      `category "${lesson.category}" is not one of the listed topics`,
      `use one of: ${CATEGORIES.join(', ')}`,
    );
  }
  if (lesson.exercises.length < MIN_EXERCISES) {
    err('min-exercises', `has ${lesson.exercises.length} exercises; a lesson needs at least ${MIN_EXERCISES}`);
  }
  if (!within(lesson.vocabulary_items.length, VOCABULARY_ITEMS_RANGE)) {
    err(
      'vocabulary-items',
      `has ${lesson.vocabulary_items.length} vocabulary items; give ${VOCABULARY_ITEMS_RANGE[0]} to ${VOCABULARY_ITEMS_RANGE[1]}`,
    );
  }
  if (!within(lesson.cefr_can_do.length, CAN_DO_RANGE)) {
    err('can-do', `has ${lesson.cefr_can_do.length} can-do statements; give ${CAN_DO_RANGE[0]} to ${CAN_DO_RANGE[1]}`);
  }
  if (!within(lesson.learning_notes.length, LEARNING_NOTES_RANGE)) {
    err(
      'learning-notes',
      `has ${lesson.learning_notes.length} learning notes; give ${LEARNING_NOTES_RANGE[0]} to ${LEARNING_NOTES_RANGE[1]}`,
    );
  }
  const ids = lesson.exercises.map((e) => e.id);
  const dupIds = duplicates(ids);
  if (dupIds.length)
    err('exercise-id', `exercise ids repeat: ${dupIds.join(', ')}`, 'number exercises ex01, ex02, … once each');
  const types = new Set(lesson.exercises.map((e) => e.type));
  const intro: Record<string, string[]> = {
    vocabulary: ['vocabulary_introduction'],
    grammar: ['grammar_introduction'],
    phrases: ['conversation_practice', 'phrase_practice'],
  };
  const wanted = intro[lesson.lesson_type] ?? [];
  if (!wanted.some((t) => types.has(t))) {
    warn(
      'lesson-shape',
      `a ${lesson.lesson_type} lesson has no ${wanted.join(' or ')}`,
      'see "Which lesson has which exercises" in content/README.md',
    );
  }
  if (lesson.lesson_type === 'grammar' && !lesson.grammar_patterns.length) {
    warn('grammar-patterns', 'a grammar lesson has no grammar_patterns');
  }
  if (!lesson.exercises.some((e) => e.is_core))
    warn('is-core', 'no exercise is marked is_core', 'mark the introductions and first questions is_core: true');
  for (const ex of lesson.exercises) out.push(...checkExercise(ex));
  return out;
}
