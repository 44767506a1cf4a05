/**
 * Fair questions in the authored order (docs/content.md, "Answer positions"): the player deals every
 * option order per attempt, but the order in the lesson file is what the API and the content
 * review show, so it must not teach a pattern either. Within a lesson:
 * - the pick questions' answers must not all sit at the same position (from 3 such questions);
 * - no option set may come back with its answer at the same position again.
 */
import { answerPosition, isPositionedQuestion, optionText, type Exercise } from '@hadal/domain';
import type { ContentFinding } from './findings';

/** From this many pick questions, answers all at one position are a pattern. */
export const ANSWER_POSITION_MIN_QUESTIONS = 3;

export function checkAnswerPositions(exercises: readonly Exercise[]): ContentFinding[] {
  const out: ContentFinding[] = [];
  const placed = exercises.filter(isPositionedQuestion).map((e) => ({
    id: e.id,
    at: answerPosition(e.options ?? [], e.correct_answer),
    set: (e.options ?? [])
      .map((o) => optionText(o).trim().toLowerCase())
      .sort()
      .join('\u0000'),
  }));
  const first = placed[0];
  if (placed.length >= ANSWER_POSITION_MIN_QUESTIONS && first && placed.every((p) => p.at === first.at)) {
    out.push({
      severity: 'error',
      rule: 'answer-position',
      message: `every one of the ${placed.length} pick questions has its answer as option ${first.at + 1}`,
      hint: 'vary where the answer sits in "options": first, middle and last',
    });
  }
  const seen = new Map<string, { id: string; at: number }>();
  for (const p of placed) {
    const before = seen.get(p.set);
    if (before && before.at === p.at) {
      out.push({
        severity: 'error',
        rule: 'answer-position',
        message: `the options of ${before.id} come back with the answer again as option ${p.at + 1}`,
        hint: 'put this answer at another position among the same options',
        exerciseId: p.id,
      });
    }
    seen.set(p.set, p);
  }
  return out;
}
