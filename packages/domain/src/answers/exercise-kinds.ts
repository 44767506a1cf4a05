/**
 * Which exercises are graded questions, and how the learner answers each (docs/content.md,
 * "Graded questions, explanations and scores"). Introductions, dialogues, phrase sets and
 * pronunciation (a self-check without a speech recogniser) are practice: they never count toward
 * the pass mark.
 */
import type { Exercise } from '../lessons';

/** Questions with an answer the app can check; the pass mark counts these only. */
export const GRADED_EXERCISE_TYPES: ReadonlySet<string> = new Set([
  'multiple_choice',
  'english_to_somali',
  'somali_to_english',
  'listening_comprehension',
  'fill_blank',
  'fill_in_blank',
  'matching',
  'sentence_building',
  'dictation',
]);

/** Types a learner reads, listens to or says, never graded. */
export const PRACTICE_EXERCISE_TYPES: ReadonlySet<string> = new Set([
  'vocabulary_introduction',
  'grammar_introduction',
  'conversation_practice',
  'phrase_practice',
  'pronunciation',
]);

/**
 * How the learner answers: picks an option, types (fill-ins without options, dictation, questions
 * with answer_mode typed), builds from word tiles, matches pairs, says it aloud, or just reads.
 */
export type ResponseKind = 'pick' | 'typed' | 'built' | 'match' | 'say' | 'read';

export function isGradedExercise(exercise: Pick<Exercise, 'type'>): boolean {
  // Unknown types are played as multiple_choice (spec 01 §2), so they are graded like it.
  return GRADED_EXERCISE_TYPES.has(exercise.type) || !PRACTICE_EXERCISE_TYPES.has(exercise.type);
}

export function responseKind(exercise: Pick<Exercise, 'type' | 'options' | 'answer_mode'>): ResponseKind {
  switch (exercise.type) {
    case 'vocabulary_introduction':
    case 'grammar_introduction':
    case 'conversation_practice':
    case 'phrase_practice':
      return 'read';
    case 'pronunciation':
      return 'say';
    case 'matching':
      return 'match';
    case 'sentence_building':
      return 'built';
    case 'dictation':
      return 'typed';
    case 'fill_blank':
    case 'fill_in_blank':
      return exercise.answer_mode === 'typed' || !exercise.options?.length ? 'typed' : 'pick';
    case 'english_to_somali':
    case 'somali_to_english':
    case 'listening_comprehension':
      return exercise.answer_mode === 'typed' ? 'typed' : 'pick';
    default:
      // The other types answer by choice: answer_mode does not apply (the content check says so).
      return 'pick';
  }
}

/** Typed or built from tiles: the learner produces the Somali, not just recognises it. */
export function isProducedAnswer(exercise: Pick<Exercise, 'type' | 'options' | 'answer_mode'>): boolean {
  const kind = responseKind(exercise);
  return kind === 'typed' || kind === 'built';
}
