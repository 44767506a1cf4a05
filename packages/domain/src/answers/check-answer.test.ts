import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALMOST_MESSAGE_PREFIX, checkAnswer, isAccepted, sameAnswer } from './check-answer';
import { buildDialectIndex } from './dialect';
import { trailingVowels } from './endings';

const dialect = buildDialectIndex([
  { standard: 'gabadh', southern: 'gabar' },
  { standard: 'gabadha', southern: 'gabarta' },
  { standard: 'xidh', southern: 'xir' },
  { standard: 'yidhi', southern: 'yiri' },
]);
const knownWords = new Set([
  'cas',
  'cad',
  'bisad',
  'bisado',
  'hooyo',
  'nabad',
  'wiil',
  'wiilal',
  'gacan',
  'gacmo',
  'daar',
  'dhaar',
]);
const context = { dialect, knownWords };

describe('checkAnswer: what the issue asks for', () => {
  it('accepts inuu and in uu', () => {
    const ex = { correct_answer: 'Waxaan ogahay inuu yimid.' };
    expect(checkAnswer('waxaan ogahay in uu yimid', ex, context)).toMatchObject({ kind: 'correct', via: 'exact' });
    expect(
      checkAnswer('Waxaan ogahay inuu yimid', { correct_answer: 'Waxaan ogahay in uu yimid.' }, context).kind,
    ).toBe('correct');
  });
  it('accepts a missing or curly apostrophe', () => {
    const ex = { correct_answer: "Roob baa da'aya." };
    expect(checkAnswer('roob baa daaya', ex, context).kind).toBe('correct');
    expect(checkAnswer('Roob baa da’aya', ex, context).kind).toBe('correct');
    expect(checkAnswer('roob baa daʼaya!', ex, context).kind).toBe('correct');
  });
  it('accepts one typo on a word of 4+ letters as almost, showing the standard form', () => {
    const verdict = checkAnswer('Subax wanagsan', { correct_answer: 'Subax wanaagsan' }, context);
    expect(verdict).toEqual({
      kind: 'almost',
      standard: 'Subax wanaagsan',
      message: `${ALMOST_MESSAGE_PREFIX}Subax wanaagsan`,
    });
    expect(verdict.kind === 'almost' && verdict.message).toBe('Almost — watch the spelling: Subax wanaagsan');
    expect(isAccepted(verdict)).toBe(true);
  });
});

describe('checkAnswer', () => {
  it('accepts the accepted answers and shows the one matched', () => {
    const ex = { correct_answer: 'Biyo i sii, fadlan.', accepted_answers: ['Fadlan, biyo i sii.'] };
    expect(checkAnswer('fadlan biyo i sii', ex, context)).toMatchObject({
      kind: 'correct',
      via: 'accepted',
      standard: 'Fadlan, biyo i sii.',
    });
  });
  it('accepts southern spellings from the dialect table and shows the standard', () => {
    const verdict = checkAnswer('Albaabka xir', { correct_answer: 'Albaabka xidh.' }, context);
    expect(verdict).toMatchObject({ kind: 'correct', via: 'dialect', standard: 'Albaabka xidh.' });
    expect(verdict.kind === 'correct' && verdict.message).toContain('Albaabka xidh.');
    expect(checkAnswer('Gabarta', { correct_answer: 'gabadha' }, context).kind).toBe('correct');
  });
  it('does not take a standard word as a southern one the other way round', () => {
    expect(checkAnswer('xidh', { correct_answer: 'xir' }, context).kind).toBe('wrong');
  });
  it('forgives no typo on a word under 4 letters', () => {
    expect(checkAnswer('wil', { correct_answer: 'nin' }, context).kind).toBe('wrong');
    expect(checkAnswer('cas', { correct_answer: 'cad' }, context).kind).toBe('wrong');
    expect(checkAnswer('ninn', { correct_answer: 'nin' }, context).kind).toBe('wrong');
  });
  it('never calls almost a typo that makes another real word', () => {
    expect(checkAnswer('bisado', { correct_answer: 'bisad' }, context).kind).toBe('wrong');
    expect(checkAnswer('dhaar', { correct_answer: 'daar' }, context).kind).toBe('wrong');
    expect(checkAnswer('bsiad', { correct_answer: 'bisad' }, context).kind).toBe('almost');
  });
  it('forgives one typo only', () => {
    expect(checkAnswer('wanagsan subx', { correct_answer: 'wanaagsan subax' }, context).kind).toBe('wrong');
    expect(checkAnswer('hooyo wanagsan', { correct_answer: 'hooyo wanaagsan' }, context).kind).toBe('almost');
  });
  it('takes a southern word and a typo elsewhere as almost', () => {
    expect(checkAnswer('gabar wanagsan', { correct_answer: 'gabadh wanaagsan' }, context).kind).toBe('almost');
  });
  it('marks wrong a different word, a missing word, or an empty answer', () => {
    expect(checkAnswer('Waan daallanahay', { correct_answer: 'Waan fiicanahay' }, context).kind).toBe('wrong');
    expect(checkAnswer('Waan', { correct_answer: 'Waan fiicanahay' }, context).kind).toBe('wrong');
    expect(checkAnswer('  ', { correct_answer: 'Waan fiicanahay' }, context).kind).toBe('wrong');
    expect(checkAnswer('nabad', {}, context).kind).toBe('wrong');
  });
  it('works without a context (no dialect, no lexicon)', () => {
    expect(checkAnswer('NABAD.', { correct_answer: 'nabad' }).kind).toBe('correct');
    expect(checkAnswer('nabbad', { correct_answer: 'nabad' }).kind).toBe('almost');
  });
  it('accepts a knownWords predicate', () => {
    expect(checkAnswer('nabbad', { correct_answer: 'nabad' }, { knownWords: (w) => w === 'nabbad' }).kind).toBe(
      'wrong',
    );
  });
});

describe('checkAnswer properties', () => {
  const sentence = fc.array(
    fc.constantFrom('waxaan', 'cunaa', 'bariis', "su'aal", 'inuu', 'hooyo', 'wanaagsan', 'gabadh', 'xidh'),
    {
      minLength: 1,
      maxLength: 6,
    },
  );
  it('always accepts the correct answer itself, however it is cased and punctuated', () => {
    fc.assert(
      fc.property(sentence, fc.boolean(), (words, upper) => {
        const answer = words.join(' ');
        const given = `${upper ? answer.toUpperCase() : answer}.`;
        expect(checkAnswer(given, { correct_answer: answer }, context)).toMatchObject({ kind: 'correct' });
      }),
    );
  });
  it('accepts every accepted answer', () => {
    fc.assert(
      fc.property(sentence, sentence, (a, b) => {
        const ex = { correct_answer: a.join(' '), accepted_answers: [b.join(' ')] };
        expect(checkAnswer(b.join(' '), ex, context).kind).toBe('correct');
      }),
    );
  });
  it('shows the standard form whatever the verdict', () => {
    fc.assert(
      fc.property(sentence, fc.string({ maxLength: 30 }), (words, given) => {
        const answer = words.join(' ');
        const v = checkAnswer(given, { correct_answer: answer }, context);
        expect([answer]).toContain(v.standard);
      }),
    );
  });
  it('calls one dropped letter of a long word almost, unless it makes a real word or changes the ending', () => {
    fc.assert(
      fc.property(sentence, fc.nat(), fc.nat(), (words, wi, ci) => {
        const i = wi % words.length;
        const word = (words[i] as string).replace("'", '');
        const j = ci % word.length;
        const typo = word.slice(0, j) + word.slice(j + 1);
        const given = words.map((w, k) => (k === i ? typo : w)).join(' ');
        const v = checkAnswer(given, { correct_answer: words.join(' ') }, context);
        const sameEnding = trailingVowels(typo) === trailingVowels(word);
        const expected = word.length >= 4 && !knownWords.has(typo) && sameEnding ? 'almost' : 'wrong';
        expect(v.kind).toBe(expected);
      }),
    );
  });
});

describe('sameAnswer', () => {
  it('folds what answersMatch folds', () => {
    expect(sameAnswer('In uu', 'inuu')).toBe(true);
    expect(sameAnswer('', '')).toBe(false);
  });
});
