import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAnswer } from './check-answer';
import { CONTRACTIONS, FOCUS_PAIRS, isFocusTwin, joinContractions } from './contractions';

describe('contractions', () => {
  it('joins waa aan into waan and says which it joined', () => {
    expect(joinContractions(['waa', 'aan', 'fiicanahay'])).toEqual({
      tokens: ['waan', 'fiicanahay'],
      joined: [{ split: 'waa aan', joined: 'waan' }],
    });
  });
  it('gives waa aan for waan "almost", showing the joined form', () => {
    expect(checkAnswer('Waa aan fiicanahay', { correct_answer: 'Waan fiicanahay.' })).toEqual({
      kind: 'almost',
      standard: 'Waan fiicanahay.',
      message: 'Almost — write waa aan as one word, waan: Waan fiicanahay.',
    });
    expect(checkAnswer('Bariis baa aan cunaa', { correct_answer: 'Bariis baan cunaa.' }).kind).toBe('almost');
  });
  it('calls every split contraction almost (property)', () => {
    const rest = fc.array(fc.constantFrom('bariis', 'cunaa', 'hooyo', 'fiicanahay', 'keenaa'), { maxLength: 3 });
    fc.assert(
      fc.property(fc.constantFrom(...CONTRACTIONS), rest, ([joined, split], words) => {
        const verdict = checkAnswer([split, ...words].join(' '), { correct_answer: [joined, ...words].join(' ') });
        expect(verdict.kind).toBe('almost');
      }),
    );
  });
});

describe('baa and ayaa', () => {
  it('are twins, with their pronoun forms', () => {
    expect(isFocusTwin('ayaa', 'baa')).toBe(true);
    expect(isFocusTwin('buu', 'ayuu')).toBe(true);
    expect(isFocusTwin('waa', 'baa')).toBe(false);
  });
  it('are right for each other wherever the course writes one (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FOCUS_PAIRS), fc.boolean(), ([baa, ayaa], flip) => {
        const [written, typed] = flip ? [ayaa, baa] : [baa, ayaa];
        const verdict = checkAnswer(`Bariis ${typed} cunay`, { correct_answer: `Bariis ${written} cunay.` });
        expect(verdict).toMatchObject({ kind: 'correct', via: 'focus' });
      }),
    );
  });
});
