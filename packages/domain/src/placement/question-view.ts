/**
 * How a placement question is shown (docs/learning.md, "Placement"): a typed question (a dictation,
 * a typed translation or fill-in) asks the learner to type, a picked one to choose among its
 * options, shuffled per attempt. Nothing that gives the answer away travels to the client
 * (correct and accepted answers, explanation, notes; the Somali of a heard question).
 */
import { audioKeyOrUndefined } from '../content/audio-key';
import type { Exercise } from '../lessons';
import { shuffle } from '../lessons/exercise-order';
import { answerContextFor } from '../answers/answer-support';
import { checkAnswer, expectedAnswers, isAccepted, sameAnswer } from '../answers/check-answer';
import type { PlacementQuestion, PlacementResponse } from './question-bank';
import type { PlacementQuestionView } from './placement.schemas';
import { seededRandom } from './seeded-random';

const BUILD_PREFIX = /^build the sentence:\s*/i;

/** The instruction of a placement question, worded for how it is answered. */
export function placementPrompt(
  exercise: Pick<Exercise, 'type' | 'question' | 'translation'>,
  response: PlacementResponse = 'pick',
): string {
  const question = exercise.question?.trim() ?? '';
  switch (exercise.type) {
    case 'dictation':
      return response === 'typed' ? 'Listen, then type what you hear.' : 'Listen, then choose the sentence you hear.';
    case 'sentence_building':
      return question.match(BUILD_PREFIX)
        ? `Choose the Somali sentence: ${question.replace(BUILD_PREFIX, '')}`
        : `Choose the Somali sentence: "${exercise.translation ?? question}"`;
    case 'listening_comprehension':
      return question || 'Listen, then choose what it means.';
    default:
      return question || (response === 'typed' ? 'Type the answer.' : 'Choose the right answer.');
  }
}

/** True when the Somali of the question is heard, not read (its text would give the answer away). */
function heardOnly(type: string): boolean {
  return type === 'dictation' || type === 'listening_comprehension';
}

/**
 * The question without its answer, as GET /placement/test and POST /placement/answer show it. The
 * options are shuffled with `seed` (placementOptionSeed); a typed question keeps them for clients
 * that can only pick, and the web app never shows them.
 */
export function placementQuestionView(question: PlacementQuestion, seed?: number): PlacementQuestionView {
  const e = question.exercise;
  const response = question.response ?? 'pick';
  const audio = e.audio_filename ?? e.audio_filename_key ?? audioKeyOrUndefined(e.tts_text);
  const options = e.options ?? [];
  const fillIn = e.type === 'fill_blank' || e.type === 'fill_in_blank';
  return {
    id: question.id,
    type: e.type,
    response,
    level: question.level,
    prompt: placementPrompt(e, response),
    ...(e.tts_text && !heardOnly(e.type) ? { text: e.tts_text } : {}),
    ...(audio && e.tts_text ? { audio_filename: audio } : {}),
    ...(e.translation && fillIn ? { translation: e.translation } : {}),
    options: seed === undefined ? options : shuffle(options, seededRandom(seed)),
  };
}

/**
 * Grades a placement answer: right (as the level block counts it) and, for a typed one, written
 * exactly as the course writes it (a southern spelling too) rather than "almost": the literacy
 * track is decided on dictations written, never on a forgiven typo.
 */
export function gradePlacementAnswer(
  question: PlacementQuestion,
  answer: string,
): { right: boolean; written: boolean } {
  const e = question.exercise;
  if ((question.response ?? 'pick') !== 'typed') {
    const right = isPlacementAnswerRight(question, answer);
    return { right, written: right };
  }
  const verdict = checkAnswer(answer, e, answerContextFor(e));
  return { right: isAccepted(verdict), written: verdict.kind === 'correct' };
}

/**
 * Grades a placement answer. A typed one with the lesson player's answer check (exact endings,
 * "almost" for one typo counts as right, the dialect table); a picked one must be the correct or an
 * accepted option (a distractor one letter away is never "almost").
 */
export function isPlacementAnswerRight(question: PlacementQuestion, answer: string): boolean {
  const e = question.exercise;
  if ((question.response ?? 'pick') === 'typed') return isAccepted(checkAnswer(answer, e, answerContextFor(e)));
  return expectedAnswers(e).some((expected) => sameAnswer(answer, expected));
}
