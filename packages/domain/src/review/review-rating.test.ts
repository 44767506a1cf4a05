import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUALITY_RATING_MAX, QUALITY_RATING_MIN, RATING_BUTTONS } from './review.constants';
import { accuracyPercent, checkTypedAnswer, fsrsGradeFor, isCorrectRating, reviewXp } from './review-rating';

const rating = fc.integer({ min: QUALITY_RATING_MIN, max: QUALITY_RATING_MAX });
const GRADE_ORDER = ['again', 'hard', 'good', 'easy'];

describe('review XP (spec 02 §4)', () => {
  it('gives 4, 6 and 8 for ratings 3, 4 and 5, and nothing below 3', () => {
    expect([0, 1, 2, 3, 4, 5].map(reviewXp)).toEqual([0, 0, 0, 4, 6, 8]);
  });

  it('counts 3 and above as correct', () => {
    expect([0, 1, 2, 3, 4, 5].map(isCorrectRating)).toEqual([false, false, false, true, true, true]);
  });

  it('pays XP exactly when the rating is correct, never less for a higher rating', () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        expect(reviewXp(a) > 0).toBe(isCorrectRating(a));
        if (a <= b) expect(reviewXp(a)).toBeLessThanOrEqual(reviewXp(b));
      }),
    );
  });

  it('gives the buttons Forgot 0, Hard 2, Good 3, Easy 5 on keys 1 to 4', () => {
    expect(RATING_BUTTONS.map((b) => [b.label, b.value, b.key])).toEqual([
      ['Forgot', 0, '1'],
      ['Hard', 2, '2'],
      ['Good', 3, '3'],
      ['Easy', 5, '4'],
    ]);
    expect(RATING_BUTTONS.map((b) => reviewXp(b.value))).toEqual([0, 0, 4, 8]);
  });
});

describe('FSRS grade of a rating', () => {
  it('maps Forgot 0 → Again, Hard 2 → Hard, Good 3 → Good, Easy 4 or 5 → Easy', () => {
    expect(fsrsGradeFor(0)).toBe('again');
    expect(fsrsGradeFor(1)).toBe('again');
    expect(fsrsGradeFor(2)).toBe('hard');
    expect(fsrsGradeFor(3)).toBe('good');
    expect(fsrsGradeFor(4)).toBe('easy');
    expect(fsrsGradeFor(5)).toBe('easy');
  });

  it('keeps the order of ratings, and a correct rating never schedules as Again or Hard', () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        if (a <= b) {
          expect(GRADE_ORDER.indexOf(fsrsGradeFor(a))).toBeLessThanOrEqual(GRADE_ORDER.indexOf(fsrsGradeFor(b)));
        }
        expect(['good', 'easy'].includes(fsrsGradeFor(a))).toBe(isCorrectRating(a));
      }),
    );
  });
});

describe('checkTypedAnswer', () => {
  it('suggests Good for the right answer, case and spaces aside', () => {
    expect(checkTypedAnswer('  soo   DHAWOOW ', 'Soo dhawoow')).toEqual({ correct: true, suggestedRating: 3 });
  });

  it('does not count missing punctuation against the learner', () => {
    expect(checkTypedAnswer('iska warran', 'Iska warran?').correct).toBe(true);
    expect(checkTypedAnswer('maaha', "Ma'aha").correct).toBe(true);
  });

  it('suggests Forgot for a wrong or empty answer', () => {
    expect(checkTypedAnswer('nabad', 'Nabadgelyo')).toEqual({ correct: false, suggestedRating: 0 });
    expect(checkTypedAnswer('   ', 'Nabad').correct).toBe(false);
    expect(checkTypedAnswer('?!', 'Nabad').correct).toBe(false);
  });

  it('accepts every answer typed exactly as shown', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => /[a-z0-9]/i.test(s)),
        (answer) => {
          expect(checkTypedAnswer(answer, answer).correct).toBe(true);
        },
      ),
    );
  });
});

describe('accuracyPercent', () => {
  it('is a percentage with one decimal, 0 without reviews', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(2, 3)).toBe(66.7);
    expect(accuracyPercent(3, 3)).toBe(100);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (correct, total) => {
        const p = accuracyPercent(correct, total);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});
