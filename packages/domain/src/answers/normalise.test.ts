import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answerKey, answerText, answerTokens, letterCount } from './normalise';
import { joinParticles } from './particles';

describe('answerText', () => {
  it('folds case, punctuation and spaces', () => {
    expect(answerText('  Waa   NABAD!  ')).toBe('waa nabad');
    expect(answerText('Iska warran?')).toBe('iska warran');
    expect(answerText('"Hoo," ayuu yidhi.')).toBe('hoo ayuu yidhi');
  });
  it('treats every apostrophe, and none, as one spelling', () => {
    for (const v of ["su'aal", 'su’aal', 'suʼaal', 'su‘aal', 'su`aal', 'suaal']) expect(answerText(v)).toBe('suaal');
  });
  it('joins a hyphenated word', () => {
    expect(answerText('adigu-na')).toBe('adiguna');
    expect(answerText('waa - nabad')).toBe('waa nabad');
  });
  it('counts letters only', () => {
    expect(letterCount("go'aan")).toBe(5);
    expect(letterCount('nin')).toBe(3);
  });
});

describe('joined and split particles', () => {
  it.each([
    ['Waxaan ogahay inuu yimid.', 'Waxaan ogahay in uu yimid'],
    ['Waxay sheegtay inay daallan tahay.', 'waxay sheegtay in ay daallantahay'],
    ['Waxaan cunaa bariis.', 'Waxa aan cunaa bariis'],
    ['Wuxuu yahay macallin.', 'Waxa uu yahay macallin'],
    ['Halkan laga iibiyo', 'halkan la ga iibiyo'],
    ['Waan fiicanahay, adiguna?', 'waan fiican ahay adigu na'],
    ['Way faraxsan tahay.', 'Way faraxsantahay'],
    ['Adigana waan ku arkay', 'adiga-na waan ku arkay'],
    ['Ma aha', 'maaha'],
  ])('"%s" and "%s" are one answer', (a, b) => {
    expect(answerKey(a)).toBe(answerKey(b));
  });
  it('keeps "to be" apart after waxaan, baad, sidee', () => {
    expect(answerTokens('Waxaan ahay arday')).toEqual(['waxaan', 'ahay', 'arday']);
    expect(answerTokens('Imisa jir baad tahay?')).toEqual(['imisa', 'jir', 'baad', 'tahay']);
    expect(answerTokens('Hooyadaa sidee tahay?')).toEqual(['hooyadaa', 'sidee', 'tahay']);
  });
  it('does not join na to a word that is not a pronoun', () => {
    expect(joinParticles(['wuu', 'na', 'arkay'])).toEqual(['wuu', 'na', 'arkay']);
  });
  it('is idempotent', () => {
    const word = fc.constantFrom(
      'in',
      'uu',
      'aan',
      'waxa',
      'ay',
      'la',
      'ga',
      'adiga',
      'na',
      'fiican',
      'ahay',
      'tahay',
      'ma',
      'aha',
      'nabad',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const once = answerKey(words.join(' '));
        expect(answerKey(once)).toBe(once);
      }),
    );
  });
  it('never depends on case, apostrophes, punctuation or spacing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('waa', "su'aal", 'inuu', 'Nabad', 'xidh', 'in', 'uu'), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(' ', '  ', ' \t '),
        fc.constantFrom('', '.', '?', '!'),
        (words, space, end) => {
          const plain = words.join(' ');
          const noisy = words.map((w) => w.toUpperCase().replace("'", '’')).join(space) + end;
          expect(answerKey(noisy)).toBe(answerKey(plain));
        },
      ),
    );
  });
});
