import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAnswer } from './check-answer';
import { drilledEndingMissed, drillHint, endingChanged, endingHint, trailingVowels } from './endings';

describe('endings', () => {
  it('reads the final vowels of a word', () => {
    expect(trailingVowels('keenaa')).toBe('aa');
    expect(trailingVowels('ninku')).toBe('u');
    expect(trailingVowels('bisad')).toBe('');
    expect(endingChanged('ninki', 'ninku')).toBe(true);
    expect(endingChanged('wanagsan', 'wanaagsan')).toBe(false);
  });
  it('tells a missed drilled ending from a typo in the stem', () => {
    const subject = { word: 'Ninku', ending: 'u' };
    expect(drilledEndingMissed('ninka', subject)).toBe(true);
    expect(drilledEndingMissed('ninkii', subject)).toBe(true);
    expect(drilledEndingMissed('nimku', subject)).toBe(false);
    const he = { word: 'keenaa', ending: 'aa' };
    expect(drilledEndingMissed('keentaa', he)).toBe(true);
    expect(drilledEndingMissed('keenaa', he)).toBe(false);
    const iAm = { word: 'ahay', ending: 'ahay' };
    expect(drilledEndingMissed('tahay', iAm)).toBe(true);
    expect(drilledEndingMissed('ahay', iAm)).toBe(false);
  });
  it('names the ending in its hint', () => {
    expect(drillHint({ kind: 'subject', ending: 'u' })).toBe('Check the ending: the subject takes -u');
    expect(drillHint({ kind: 'verb-person', ending: 'taa' })).toBe(
      'Check the ending: the verb takes -taa for this person',
    );
    expect(endingHint('keenaa')).toBe('Check the ending: keenaa ends in -aa');
  });
});

describe('checkAnswer: the ending a question drills', () => {
  const ninku = {
    correct_answer: 'Ninku waa macallin.',
    drills: [{ word: 'Ninku', ending: 'u', kind: 'subject' as const }],
  };
  it('marks Ninki and Ninko wrong in the lesson that drills Ninku, with the hint', () => {
    for (const typed of ['Ninki waa macallin', 'Ninko waa macallin', 'Ninka waa macallin']) {
      expect(checkAnswer(typed, ninku)).toEqual({
        kind: 'wrong',
        standard: 'Ninku waa macallin.',
        hint: 'Check the ending: the subject takes -u',
      });
    }
    expect(checkAnswer('Ninku waa macalin', ninku).kind).toBe('almost');
  });
  it('marks a wrong person or tense wrong even where no drill is named', () => {
    for (const [typed, expected] of [
      ['keenta', 'keenaa'],
      ['barata', 'barato'],
      ['yidhaahda', 'yidhaahdaa'],
      ['Cuntadi', 'Cuntadu'],
    ]) {
      const verdict = checkAnswer(typed as string, { correct_answer: expected });
      expect(verdict.kind).toBe('wrong');
      expect(verdict.kind === 'wrong' && verdict.hint).toContain('Check the ending');
    }
  });
  it('names the drilled ending of a verb person: keentaa is not keenaa', () => {
    const ex = {
      correct_answer: 'Waxaan keenaa biyo.',
      drills: [{ word: 'keenaa', ending: 'aa', kind: 'verb-person' as const }],
    };
    expect(checkAnswer('Waxaan keentaa biyo', ex)).toMatchObject({
      kind: 'wrong',
      hint: 'Check the ending: the verb takes -aa for this person',
    });
  });
  it('finds a form of "to be" joined to the word before it', () => {
    const ex = {
      correct_answer: 'Waad faraxsan tahay.',
      drills: [{ word: 'tahay', ending: 'tahay', kind: 'to-be' as const }],
    };
    expect(checkAnswer('Waad faraxsan yahay', ex)).toMatchObject({
      kind: 'wrong',
      hint: expect.stringContaining('tahay'),
    });
    expect(checkAnswer('Waad faraxsantahay', ex).kind).toBe('correct');
  });
  it('never calls a change of the final vowels almost (property)', () => {
    const word = fc.constantFrom('ninku', 'cuntadu', 'keenaa', 'barato', 'hooyada', 'wiilasha', 'yidhaahdaa', 'cunaa');
    const vowel = fc.constantFrom('a', 'e', 'i', 'o', 'u');
    fc.assert(
      fc.property(word, vowel, (w, v) => {
        const changed = w.slice(0, -1) + v;
        fc.pre(changed !== w);
        expect(checkAnswer(changed, { correct_answer: w }).kind).toBe('wrong');
      }),
    );
  });
});
