/**
 * How a lesson session moves (spec 02 §4 "Lesson session"). The session stands on an ai_speaks
 * step; the learner answers the learner step after it. An accepted answer or 'Skip & See Answer'
 * advances two steps (the shown next step counts as the answer); the lesson is complete when the
 * step reaches or passes the script's length. A wrong answer stays on the step to try again.
 */
import { feedbackFor } from '../pronunciation/score';
import { SKIP_STEPS, type FeedbackType } from './dynamic-lessons.schemas';

export interface SessionPosition {
  currentStep: number;
  completed: boolean;
}

/** The step after an answer with `feedback`, and whether that completes the lesson. */
export function advanceSession(
  position: SessionPosition,
  feedback: FeedbackType,
  scriptLength: number,
): SessionPosition {
  if (position.completed) return position;
  if (feedback === 'incorrect') return position;
  const currentStep = position.currentStep + SKIP_STEPS;
  return { currentStep, completed: currentStep >= scriptLength };
}

/** Whether the learner may go on after this feedback (the response feedback's next_step). */
export const allowsNextStep = (feedback: FeedbackType) => feedback !== 'incorrect';

/** correct, close or incorrect from a pronunciation similarity (the pronunciation thresholds). */
export function feedbackFromSimilarity(similarity: number): Exclude<FeedbackType, 'skip'> {
  const f = feedbackFor(similarity);
  return f === 'match' ? 'correct' : f === 'close' ? 'close' : 'incorrect';
}

/** The index of the learner step that answers the ai step at `step`, or null past the end. */
export function expectedStepIndex(step: number, scriptLength: number): number | null {
  return step + 1 < scriptLength ? step + 1 : null;
}
