/**
 * Content rules of graded questions (docs/content.md, "Graded questions, explanations and
 * scores"): every one explains its answer; typed, built and dictation questions are well formed;
 * accepted answers are real alternatives. Pure rules used by `npm run content:check`.
 */
import {
  answerKey,
  answerText,
  answerWords,
  expectedAnswers,
  isGradedExercise,
  tilesCoverAnswer,
  type Exercise,
} from '@hadal/domain';
import type { ContentFinding } from './findings';

/** An explanation is a sentence or two: longer ones are not read after a wrong answer. */
export const EXPLANATION_MAX_CHARS = 320;
export const SENTENCE_TILES_RANGE = [2, 12] as const;
/** The types whose answer may be typed instead of picked (their answer is Somali). */
export const TYPABLE_TYPES: ReadonlySet<string> = new Set([
  'english_to_somali',
  'fill_blank',
  'fill_in_blank',
  'somali_to_english',
  'listening_comprehension',
]);

const optionText = (o: string | { text: string }) => (typeof o === 'string' ? o : o.text);

export function checkGradedQuestion(ex: Exercise): ContentFinding[] {
  const out: ContentFinding[] = [];
  const err = (rule: string, message: string, hint?: string) =>
    out.push({ severity: 'error', rule, message, hint, exerciseId: ex.id });
  const warn = (rule: string, message: string, hint?: string) =>
    out.push({ severity: 'warning', rule, message, hint, exerciseId: ex.id });
  if (!isGradedExercise(ex)) {
    if (ex.accepted_answers?.length) err('accepted-answers', `a ${ex.type} is not graded: accepted_answers is unused`);
    return out;
  }

  if (!ex.explanation?.trim()) {
    err(
      'explanation',
      'a graded question has no explanation',
      'add "explanation": one or two sentences on why the right answer is right, shown after a wrong answer',
    );
  } else if (ex.explanation.length > EXPLANATION_MAX_CHARS) {
    warn(
      'explanation',
      `the explanation has ${ex.explanation.length} characters; keep it under ${EXPLANATION_MAX_CHARS}`,
    );
  }

  if (ex.answer_mode === 'typed' && !TYPABLE_TYPES.has(ex.type)) {
    err(
      'answer-mode',
      `answer_mode "typed" is for ${[...TYPABLE_TYPES].join(', ')}; a ${ex.type} is picked`,
      'dictation is always typed and sentence_building always built: leave answer_mode out there',
    );
  }

  const options = (ex.options ?? []).map(optionText);
  const accepted = ex.accepted_answers ?? [];
  if (accepted.length) {
    const keys = expectedAnswers(ex).map(answerKey);
    if (new Set(keys).size !== keys.length) {
      err(
        'accepted-answers',
        'an accepted answer repeats the correct answer or another accepted one',
        'answers compare without case, punctuation or apostrophes',
      );
    }
    const optionKeys = new Set(options.map(answerKey));
    for (const a of accepted) {
      if (optionKeys.has(answerKey(a)) && answerKey(a) !== answerKey(ex.correct_answer ?? '')) {
        err('accepted-answers', `accepted answer "${a}" is also a wrong option`, 'a distractor cannot be right too');
      }
    }
  }

  if (ex.type === 'sentence_building' && ex.correct_answer) {
    const words = answerWords(ex.correct_answer);
    if (words.length < SENTENCE_TILES_RANGE[0] || words.length > SENTENCE_TILES_RANGE[1]) {
      err(
        'sentence-tiles',
        `the sentence has ${words.length} words; build sentences of ${SENTENCE_TILES_RANGE[0]} to ${SENTENCE_TILES_RANGE[1]}`,
      );
    }
    if (ex.tiles?.length && !tilesCoverAnswer(ex.tiles, ex.correct_answer)) {
      err(
        'sentence-tiles',
        'the tiles do not hold every word of correct_answer',
        'tiles are the answer words plus any distractor words',
      );
    }
    for (const a of accepted) {
      const tiles = ex.tiles?.length ? ex.tiles : words;
      if (!tilesCoverAnswer(tiles, a)) err('sentence-tiles', `accepted answer "${a}" cannot be built from the tiles`);
    }
    if (!ex.translation?.trim())
      err('required-field', 'sentence_building needs "translation" (the English of the sentence)');
  }

  if (
    ex.type === 'dictation' &&
    ex.tts_text &&
    ex.correct_answer &&
    answerKey(ex.tts_text) !== answerKey(ex.correct_answer)
  ) {
    err(
      'dictation-answer',
      'correct_answer differs from tts_text',
      'the learner types what they hear: make them the same',
    );
  }
  if (ex.type === 'dictation' && !ex.translation?.trim()) {
    err('required-field', 'dictation needs "translation" (the English, shown after the answer)');
  }
  return out;
}

/** The tiles of a built question that are not words of its answer: its distractors. */
export function distractorTiles(tiles: readonly string[], answer: string): string[] {
  const pool = new Map<string, number>();
  for (const w of answerWords(answer)) pool.set(answerText(w), (pool.get(answerText(w)) ?? 0) + 1);
  return tiles.filter((t) => {
    const n = pool.get(answerText(t)) ?? 0;
    if (n > 0) pool.set(answerText(t), n - 1);
    return n === 0;
  });
}
