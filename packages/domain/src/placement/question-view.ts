/**
 * How a placement question is shown: every question is answered by picking one of its options
 * (content/README.md, "Placement"), so the prompt is worded for picking, and nothing that gives
 * the answer away travels to the client (correct and accepted answers, explanation, notes).
 */
import { audioKeyOrUndefined } from '../content/audio-key';
import type { Exercise } from '../lessons';
import { expectedAnswers, sameAnswer } from '../answers/check-answer';
import type { PlacementQuestion } from './question-bank';
import type { PlacementQuestionView } from './placement.schemas';

const BUILD_PREFIX = /^build the sentence:\s*/i;

/** The instruction of a placement question, worded for picking an option. */
export function placementPrompt(exercise: Pick<Exercise, 'type' | 'question' | 'translation'>): string {
  const question = exercise.question?.trim() ?? '';
  switch (exercise.type) {
    case 'dictation':
      return 'Listen, then choose the sentence you hear.';
    case 'sentence_building':
      return question.match(BUILD_PREFIX)
        ? `Choose the Somali sentence: ${question.replace(BUILD_PREFIX, '')}`
        : `Choose the Somali sentence: "${exercise.translation ?? question}"`;
    case 'listening_comprehension':
      return question || 'Listen, then choose what it means.';
    default:
      return question || 'Choose the right answer.';
  }
}

/** True when the Somali of the question is heard, not read (its text would give the answer away). */
function heardOnly(type: string): boolean {
  return type === 'dictation' || type === 'listening_comprehension';
}

/** The question without its answer, as GET /placement/test and POST /placement/answer show it. */
export function placementQuestionView(question: PlacementQuestion): PlacementQuestionView {
  const e = question.exercise;
  const audio = e.audio_filename ?? e.audio_filename_key ?? audioKeyOrUndefined(e.tts_text);
  return {
    id: question.id,
    type: e.type,
    prompt: placementPrompt(e),
    ...(e.tts_text && !heardOnly(e.type) ? { text: e.tts_text } : {}),
    ...(audio && e.tts_text ? { audio_filename: audio } : {}),
    ...(e.translation && (e.type === 'fill_blank' || e.type === 'fill_in_blank') ? { translation: e.translation } : {}),
    options: e.options ?? [],
  };
}

/** Grades a picked placement answer: the option must be the correct one or an accepted one. */
export function isPlacementAnswerRight(question: PlacementQuestion, answer: string): boolean {
  return expectedAnswers(question.exercise).some((expected) => sameAnswer(answer, expected));
}
