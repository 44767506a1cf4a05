import type { Exercise } from '@hadal/domain';

/** The text the learner is asked to say. */
export function pronunciationText(exercise: Exercise): string {
  return exercise.tts_text ?? exercise.correct_answer ?? exercise.question ?? '';
}
