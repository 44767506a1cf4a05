import { answerKey } from '../answers/normalise';
import { lessonResult } from '../lessons/scoring';
import { PASS_BONUS_MAX_XP, XP_PER_CORRECT_EXERCISE } from '../lessons/xp';

/**
 * Stories are scored like a lesson (spec 01 §9): passed with 70% of the questions right, 5 XP
 * per right answer plus the pass bonus floor(right / total * 15). The first pass grants it; a
 * story passed before grants nothing again.
 */

/** At most this many answers in one completion (a story has 3 to 5 questions). */
export const STORY_ANSWERS_MAX = 20;
/** An answer is one of the question's options: a short text. */
export const STORY_ANSWER_MAX_CHARS = 500;

export const STORY_NOT_FOUND = 'Story not found';
export const STORY_UNKNOWN_QUESTION = 'The story has no question';

export interface GradableQuestion {
  id: string;
  correct_answer: string;
}

export interface GradedStoryAnswer {
  question_id: string;
  answer: string | null;
  correct: boolean;
}

/**
 * Each question of the story once, in the story's order, with the answer sent for it (null when
 * none) and whether it is the right option (compared as answers are: case, spacing and
 * punctuation aside). Answers naming no question of the story are left out; the caller refuses them.
 */
export function gradeStoryAnswers(
  questions: readonly GradableQuestion[],
  answers: readonly { question_id: string; answer: string }[],
): GradedStoryAnswer[] {
  const sent = new Map<string, string>();
  for (const a of answers) if (!sent.has(a.question_id)) sent.set(a.question_id, a.answer);
  return questions.map((q) => {
    const answer = sent.get(q.id) ?? null;
    return { question_id: q.id, answer, correct: answer !== null && answerKey(answer) === answerKey(q.correct_answer) };
  });
}

/** The question ids of `answers` that the story does not have. */
export function unknownStoryQuestions(
  questions: readonly Pick<GradableQuestion, 'id'>[],
  answers: readonly { question_id: string }[],
): string[] {
  const ids = new Set(questions.map((q) => q.id));
  return answers.map((a) => a.question_id).filter((id) => !ids.has(id));
}

/** The most XP a story with `questionCount` questions can grant: every answer right. */
export function maxStoryXp(questionCount: number): number {
  return questionCount > 0 ? questionCount * XP_PER_CORRECT_EXERCISE + PASS_BONUS_MAX_XP : 0;
}

export interface StoryOutcome {
  correct: number;
  total: number;
  passed: boolean;
  /** What the attempt is worth (0 unless passed). */
  xpEarned: number;
  /** What it grants: its worth on the first pass, else 0. */
  xpGranted: number;
  /** The story is passed now (before or by this attempt). */
  completed: boolean;
}

/** The result of an attempt, and the XP it grants given whether the story was passed before. */
export function storyOutcome(
  graded: readonly Pick<GradedStoryAnswer, 'correct'>[],
  passedBefore: boolean,
): StoryOutcome {
  const correct = graded.filter((g) => g.correct).length;
  const result = lessonResult(correct, graded.length);
  return {
    correct,
    total: graded.length,
    passed: result.passed,
    xpEarned: result.xpEarned,
    xpGranted: result.passed && !passedBefore ? result.xpEarned : 0,
    completed: passedBefore || result.passed,
  };
}
