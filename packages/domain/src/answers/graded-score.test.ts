import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gradedLessonResult, gradedQuestionCount } from './graded-score';
import { maxLessonXp } from '../lessons/scoring';

const lesson = [
  { id: 'ex01', type: 'vocabulary_introduction' },
  { id: 'ex02', type: 'grammar_introduction' },
  { id: 'ex03', type: 'conversation_practice' },
  { id: 'ex04', type: 'multiple_choice' },
  { id: 'ex05', type: 'fill_blank' },
  { id: 'ex06', type: 'dictation' },
  { id: 'ex07', type: 'sentence_building' },
  { id: 'ex08', type: 'matching' },
  { id: 'ex09', type: 'english_to_somali' },
  { id: 'ex10', type: 'pronunciation' },
];

describe('gradedLessonResult', () => {
  it('counts graded questions only for the pass mark', () => {
    expect(gradedQuestionCount(lesson)).toBe(6);
    // Every reading step and the pronunciation done, 3 of 6 questions right: 50%, failed.
    const r = gradedLessonResult(lesson, ['ex01', 'ex02', 'ex03', 'ex10', 'ex04', 'ex05', 'ex06']);
    expect(r).toMatchObject({ passed: false, correct: 3, total: 6, xpEarned: 0, bonusXp: 0 });
  });
  it('passes at 70% of graded questions, and pays XP per step as before', () => {
    const r = gradedLessonResult(lesson, ['ex01', 'ex02', 'ex03', 'ex04', 'ex05', 'ex06', 'ex07', 'ex08']);
    // 5 of 6 graded right (83%): bonus floor(5/6*15) = 12; 8 steps * 5 XP.
    expect(r).toMatchObject({ passed: true, correct: 5, total: 6, bonusXp: 12, xpEarned: 40 + 12, xpSteps: 8 });
  });
  it('counts a skipped or unanswered question wrong', () => {
    const r = gradedLessonResult(lesson, ['ex04', 'ex05', 'ex06', 'ex07']);
    expect(r.correct).toBe(4);
    expect(r.total).toBe(6);
    expect(r.passed).toBe(false);
  });
  it('ignores ids of other lessons and counts each id once', () => {
    const r = gradedLessonResult(lesson, ['ex04', 'ex04', 'zz99']);
    expect(r.correct).toBe(1);
    expect(r.xpSteps).toBe(1);
  });
  it('never pays more than the lesson maximum, and passes exactly at 70%', () => {
    const types = fc.constantFrom(
      'vocabulary_introduction',
      'multiple_choice',
      'fill_blank',
      'dictation',
      'pronunciation',
      'matching',
    );
    fc.assert(
      fc.property(
        fc.array(types, { minLength: 1, maxLength: 30 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        (ts, rights) => {
          const exercises = ts.map((type, i) => ({ id: `ex${i}`, type }));
          const right = exercises.filter((_, i) => rights[i]).map((e) => e.id);
          const r = gradedLessonResult(exercises, right);
          expect(r.xpEarned).toBeLessThanOrEqual(maxLessonXp(exercises));
          if (r.total > 0) expect(r.passed).toBe(r.correct / r.total >= 0.7);
          expect(r.correct).toBeLessThanOrEqual(r.total);
        },
      ),
    );
  });
});
