import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOneEdit, wordsOneEditAway } from './typo';

/** Optimal string alignment distance, the slow reference. */
function osa(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[x.length]![y.length]!;
}

describe('isOneEdit', () => {
  it.each([
    ['wanagsan', 'wanaagsan', true],
    ['bisda', 'bisad', true],
    ['hooyo', 'hooyo', false],
    ['hooya', 'hooyo', true],
    ['hoyoo', 'hooyo', true],
    ['hyoo', 'hooyo', false],
    ['magac', 'magaca', true],
    ['abcd', 'badc', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(isOneEdit(a, b)).toBe(expected);
  });
  it('agrees with the optimal string alignment distance', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'o', 'x'), maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(isOneEdit(a, b)).toBe(osa(a, b) === 1);
      }),
      { numRuns: 2000 },
    );
  });
  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (a, b) => {
        expect(isOneEdit(a, b)).toBe(isOneEdit(b, a));
      }),
    );
  });
  it('lists the real words one edit away', () => {
    expect(wordsOneEditAway('cad', ['cas', 'cad', 'madow', 'ca'])).toEqual(['cas', 'ca']);
  });
});
