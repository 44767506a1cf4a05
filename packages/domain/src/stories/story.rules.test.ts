import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyCompleteRequestSchema } from './story-api.schemas';
import { gradeStoryAnswers, maxStoryXp, storyOutcome, unknownStoryQuestions } from './story.rules';

const questions = [
  { id: 'q1', correct_answer: 'Hargeisa' },
  { id: 'q2', correct_answer: 'canjeero' },
  { id: 'q3', correct_answer: 'her mother' },
  { id: 'q4', correct_answer: 'milk' },
];

describe('gradeStoryAnswers', () => {
  it('grades each question once, in the story order, as answers are compared', () => {
    const graded = gradeStoryAnswers(questions, [
      { question_id: 'q3', answer: 'Her mother.' },
      { question_id: 'q1', answer: 'Mogadishu' },
      { question_id: 'q2', answer: 'canjeero' },
    ]);
    expect(graded).toEqual([
      { question_id: 'q1', answer: 'Mogadishu', correct: false },
      { question_id: 'q2', answer: 'canjeero', correct: true },
      { question_id: 'q3', answer: 'Her mother.', correct: true },
      { question_id: 'q4', answer: null, correct: false },
    ]);
  });

  it('names the answers of questions the story does not have', () => {
    expect(unknownStoryQuestions(questions, [{ question_id: 'q1' }, { question_id: 'q9' }])).toEqual(['q9']);
  });
});

describe('storyOutcome', () => {
  it('passes at 70% and pays like a lesson on the first pass only', () => {
    const threeOfFour = [{ correct: true }, { correct: true }, { correct: true }, { correct: false }];
    // 3 × 5 + floor(3/4 × 15) = 15 + 11
    expect(storyOutcome(threeOfFour, false)).toEqual({
      correct: 3,
      total: 4,
      passed: true,
      xpEarned: 26,
      xpGranted: 26,
      completed: true,
    });
    expect(storyOutcome(threeOfFour, true)).toMatchObject({ passed: true, xpGranted: 0, completed: true });
    const twoOfFour = [{ correct: true }, { correct: true }, { correct: false }, { correct: false }];
    expect(storyOutcome(twoOfFour, false)).toMatchObject({
      passed: false,
      xpEarned: 0,
      xpGranted: 0,
      completed: false,
    });
    expect(storyOutcome(twoOfFour, true)).toMatchObject({ passed: false, xpGranted: 0, completed: true });
  });

  it('never grants more than the story maximum, nor anything to a story passed before', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), fc.boolean(), (rights, passedBefore) => {
        const o = storyOutcome(
          rights.map((correct) => ({ correct })),
          passedBefore,
        );
        expect(o.xpGranted).toBeLessThanOrEqual(maxStoryXp(rights.length));
        expect(o.xpGranted).toBeGreaterThanOrEqual(0);
        if (passedBefore) expect(o.xpGranted).toBe(0);
        if (!o.passed) expect(o.xpGranted).toBe(0);
        if (rights.every(Boolean) && !passedBefore) expect(o.xpGranted).toBe(maxStoryXp(rights.length));
      }),
    );
  });
});

describe('storyCompleteRequestSchema', () => {
  it('refuses a question answered twice and accepts no answers at all', () => {
    const twice = {
      answers: [
        { question_id: 'q1', answer: 'a' },
        { question_id: 'q1', answer: 'b' },
      ],
    };
    expect(storyCompleteRequestSchema.safeParse(twice).success).toBe(false);
    expect(storyCompleteRequestSchema.safeParse({ answers: [] }).success).toBe(true);
    expect(storyCompleteRequestSchema.safeParse({}).success).toBe(false);
  });
});
