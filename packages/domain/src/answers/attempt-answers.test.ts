import { describe, expect, it } from 'vitest';
import type { Exercise } from '../lessons';
import { isPerfectAttempt, isRightAnswer } from './attempt-answers';

const intro: Exercise = { id: 'intro', type: 'vocabulary_introduction', question: 'Learn these words' };
const pick: Exercise = {
  id: 'pick',
  type: 'multiple_choice',
  question: 'Water?',
  options: ['biyo', 'caano'],
  correct_answer: 'biyo',
};
const typed: Exercise = { id: 'typed', type: 'fill_blank', question: '___ waa biyo', correct_answer: 'Kani' };
const match: Exercise = {
  id: 'match',
  type: 'matching',
  question: 'Match',
  pairs: [
    { somali: 'biyo', english: 'water' },
    { somali: 'caano', english: 'milk' },
  ],
};

describe('isPerfectAttempt', () => {
  const right = [
    { exercise_id: 'pick', answer: 'biyo' },
    { exercise_id: 'typed', answer: 'kani' },
    { exercise_id: 'match', answer: { biyo: 'water', caano: 'milk' } },
  ];

  it('is every graded question right at its first answer; practice needs no answer', () => {
    expect(isPerfectAttempt([intro, pick, typed, match], right)).toBe(true);
  });

  it('is not with a wrong, missing or later-corrected answer, or a matching sent as text', () => {
    expect(isPerfectAttempt([pick, typed, match], right.slice(0, 2))).toBe(false);
    expect(isPerfectAttempt([pick, typed], [{ exercise_id: 'pick', answer: 'caano' }, ...right])).toBe(false);
    expect(isPerfectAttempt([match], [{ exercise_id: 'match', answer: { biyo: 'milk', caano: 'water' } }])).toBe(false);
    expect(isRightAnswer(match, 'biyo')).toBe(false);
    expect(isRightAnswer(pick, { biyo: 'water' })).toBe(false);
  });

  it('is never for a lesson without graded questions', () => {
    expect(isPerfectAttempt([intro], [])).toBe(false);
  });
});
