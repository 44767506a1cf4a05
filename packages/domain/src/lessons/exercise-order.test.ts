import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySavedOrder, normaliseExerciseType, orderExercises, progressPercent } from './exercise-order';
import { allMatchesCorrect, answersMatch } from '../answers/match';
import { chipWords, isWordChipLine, matchingPairs, phraseQuizQuestions, quizPercent } from './answer';

describe('exercise order', () => {
  it('puts core exercises first in their order, then a permutation of the rest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 20 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (cores, r) => {
          const exercises = cores.map((is_core, i) => ({ id: `e${i}`, is_core }));
          const ordered = orderExercises(exercises, () => r);
          const coreIds = exercises.filter((e) => e.is_core).map((e) => e.id);
          expect(ordered.slice(0, coreIds.length).map((e) => e.id)).toEqual(coreIds);
          expect(ordered.map((e) => e.id).sort()).toEqual(exercises.map((e) => e.id).sort());
        },
      ),
    );
  });

  it('applies a saved order only when it still fits the lesson', () => {
    const ex = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(applySavedOrder(ex, ['c', 'a', 'b'])?.map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(applySavedOrder(ex, ['c', 'a'])).toBeNull();
    expect(applySavedOrder(ex, ['c', 'a', 'x'])).toBeNull();
    expect(applySavedOrder(ex, ['a', 'a', 'b'])).toBeNull();
    expect(applySavedOrder(ex, 'nope')).toBeNull();
  });

  it('normalises types: fill_in_blank and unknown ones', () => {
    expect(normaliseExerciseType('fill_in_blank')).toBe('fill_blank');
    expect(normaliseExerciseType('word_scramble')).toBe('multiple_choice');
    expect(normaliseExerciseType('matching')).toBe('matching');
  });

  it('progress percent is index over total', () => {
    expect(progressPercent(0, 4)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(4, 4)).toBe(100);
    expect(progressPercent(1, 0)).toBe(0);
  });
});

describe('answers', () => {
  it('compares case-insensitively', () => {
    expect(answersMatch('  soo DHAWOOW ', 'Soo dhawoow')).toBe(true);
    expect(answersMatch('', '')).toBe(false);
    expect(answersMatch('a', undefined)).toBe(false);
  });

  it('word chip lines are letters, commas and spaces only', () => {
    expect(isWordChipLine('aniga, adiga, isaga')).toBe(true);
    expect(isWordChipLine('Waan cunay.')).toBe(false);
    expect(isWordChipLine('a = b')).toBe(false);
    expect(isWordChipLine(' , ')).toBe(false);
    expect(chipWords('aniga, adiga  isaga')).toEqual(['aniga', 'adiga', 'isaga']);
  });

  it('normalises both matching pair shapes', () => {
    expect(matchingPairs({ pairs: [{ left: 'a', right: 'b' }] })).toEqual([
      { left: 'a', right: 'b', audio: undefined },
    ]);
    const pairs = matchingPairs({ matching_pairs: [{ somali: 'biyo', english: 'water' }] });
    expect(pairs[0]).toMatchObject({ left: 'biyo', right: 'water' });
    expect(allMatchesCorrect(pairs, { biyo: 'Water' })).toBe(true);
    expect(allMatchesCorrect(pairs, {})).toBe(false);
  });

  it('phrase quiz: correct answer plus up to 3 distractors', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        (words) => {
          const phrases = words.map((w, i) => ({ somali: `s${i}`, english: `${w}-${i}` }));
          for (const q of phraseQuizQuestions(phrases)) {
            expect(q.options).toContain(q.correct);
            expect(q.options.length).toBeLessThanOrEqual(4);
            expect(new Set(q.options).size).toBe(q.options.length);
          }
        },
      ),
    );
    expect(quizPercent(2, 3)).toBe(67);
  });
});
