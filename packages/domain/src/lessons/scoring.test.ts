import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPhraseOnlyLesson, lessonResult, maxLessonXp, passBonusXp } from './scoring';
import {
  FAILED_LESSON_PROGRESS_PERCENT,
  LESSONS_LIST_LIMIT,
  LESSON_SUMMARY_MAX_ITEMS,
  PASS_BONUS_MAX_XP,
  PASS_THRESHOLD_RATIO,
  PHRASE_ONLY_LESSON_XP,
  PHRASE_QUIZ_MAX_DISTRACTORS,
  SKIPPED_PRONUNCIATION_XP,
  XP_PER_CORRECT_EXERCISE,
} from './xp';

describe('XP constants (spec 01 §9)', () => {
  it('match the spec', () => {
    expect(XP_PER_CORRECT_EXERCISE).toBe(5);
    expect(PASS_BONUS_MAX_XP).toBe(15);
    expect(PHRASE_ONLY_LESSON_XP).toBe(10);
    expect(SKIPPED_PRONUNCIATION_XP).toBe(5);
    expect(PASS_THRESHOLD_RATIO).toBe(0.7);
    expect(FAILED_LESSON_PROGRESS_PERCENT).toBe(90);
    expect(LESSONS_LIST_LIMIT).toBe(200);
    expect(LESSON_SUMMARY_MAX_ITEMS).toBe(6);
    expect(PHRASE_QUIZ_MAX_DISTRACTORS).toBe(3);
  });
});

describe('lesson result', () => {
  it.each([
    [10, 10, true, 50 + 15],
    [7, 10, true, 35 + 10],
    [6, 10, false, 0],
    [3, 4, true, 15 + 11],
    [2, 3, false, 0],
    [0, 0, false, 0],
  ])('%i of %i → passed %s, %i XP', (correct, total, passed, xp) => {
    const r = lessonResult(correct, total);
    expect(r.passed).toBe(passed);
    expect(r.xpEarned).toBe(xp);
  });

  it('bonus is floor(correct/total*15)', () => {
    expect(passBonusXp(2, 3)).toBe(10);
    expect(passBonusXp(5, 7)).toBe(10);
  });

  it('never exceeds the lesson maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), (total, c) => {
        const correct = c % (total + 1);
        const exercises = Array.from({ length: total }, () => ({ type: 'multiple_choice' }));
        expect(lessonResult(correct, total).xpEarned).toBeLessThanOrEqual(maxLessonXp(exercises));
      }),
    );
  });

  it('phrase-only lessons give exactly 10', () => {
    expect(isPhraseOnlyLesson([{ type: 'phrase_practice' }, { type: 'phrase_practice' }])).toBe(true);
    expect(isPhraseOnlyLesson([{ type: 'phrase_practice' }, { type: 'matching' }])).toBe(false);
    expect(isPhraseOnlyLesson([])).toBe(false);
    expect(maxLessonXp([{ type: 'phrase_practice' }])).toBe(10);
    expect(maxLessonXp([{ type: 'vocabulary_introduction' }, { type: 'matching' }])).toBe(25);
  });
});
