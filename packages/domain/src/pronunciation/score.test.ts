import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDialectIndex } from '../answers/dialect';
import { PRONUNCIATION_CLOSE_MIN_SIMILARITY, PRONUNCIATION_MATCH_MIN_SIMILARITY } from './pronunciation.constants';
import { pronunciationResultSchema, selfReportedResult } from './pronunciation.schemas';
import {
  alignWords,
  charSimilarity,
  editDistance,
  feedbackFor,
  pronunciationCountsCorrect,
  scorePronunciation,
} from './score';

const somaliWord = fc.stringMatching(/^[a-z]{1,8}$/);
const sentence = fc.array(somaliWord, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));

describe('scorePronunciation', () => {
  it('calls the expected words, in any case and punctuation, a match with similarity 1', () => {
    const r = scorePronunciation('Magacaygu waa Cabdi.', 'magacaygu waa cabdi');
    expect(r).toMatchObject({ feedback: 'match', similarity: 1, missing_words: [], extra_words: [] });
    expect(r.correct_words).toEqual(['magacaygu', 'waa', 'cabdi']);
    expect(r.expected_text).toBe('Magacaygu waa Cabdi.');
    expect(r.recognized_text).toBe('magacaygu waa cabdi');
  });

  it('treats apostrophe variants and joined particles as the same words', () => {
    expect(scorePronunciation("Ma'alin wanaagsan", 'maalin wanaagsan').feedback).toBe('match');
    expect(scorePronunciation('Ma’alin wanaagsan', "ma'alin wanaagsan").similarity).toBe(1);
  });

  it('counts a near-miss word as said, and as close rather than a match', () => {
    const r = scorePronunciation('Waxaan cunaa bariis', 'waxaan cuna baris');
    expect(r.correct_words).toEqual(['waxaan', 'cunaa', 'bariis']);
    expect(r.similarity).toBeLessThan(1);
    expect(r.similarity).toBeGreaterThanOrEqual(PRONUNCIATION_CLOSE_MIN_SIMILARITY);
  });

  it('lists a word not said as missing and a word not asked for as extra', () => {
    const r = scorePronunciation('Waan ku jeclahay', 'waan jeclahay hooyo');
    expect(r.missing_words).toEqual(['ku']);
    expect(r.extra_words).toEqual(['hooyo']);
    expect(r.correct_words).toEqual(['waan', 'jeclahay']);
  });

  it('answers try again for a different sentence and for silence', () => {
    expect(scorePronunciation('Habeen wanaagsan, hooyo', 'subax wanaagsan aabbe').feedback).toBe('try again');
    const silent = scorePronunciation('Mahadsanid', '');
    expect(silent).toMatchObject({ feedback: 'try again', similarity: 0, missing_words: ['mahadsanid'] });
  });

  it('accepts a southern spelling the lesson allows for a standard word', () => {
    const dialect = buildDialectIndex([{ standard: 'gabadh', southern: 'gabar' }]);
    expect(scorePronunciation('gabadh', 'gabar', dialect).similarity).toBe(1);
    expect(scorePronunciation('gabadh', 'gabar').similarity).toBeLessThan(1);
  });

  it('always answers a result of the spec shape with similarity between 0 and 1', () => {
    fc.assert(
      fc.property(sentence, fc.string({ maxLength: 60 }), (expected, heard) => {
        const r = scorePronunciation(expected, heard);
        expect(pronunciationResultSchema.safeParse(r).success).toBe(true);
        expect(r.similarity).toBeGreaterThanOrEqual(0);
        expect(r.similarity).toBeLessThanOrEqual(1);
        expect(r.feedback).toBe(feedbackFor(r.similarity));
      }),
    );
  });

  it('accounts for every expected word once: correct or missing', () => {
    fc.assert(
      fc.property(sentence, sentence, (expected, heard) => {
        const r = scorePronunciation(expected, heard);
        const words = expected.split(' ');
        expect(r.correct_words.length + r.missing_words.length).toBe(words.length);
        expect(r.correct_words.length + r.extra_words.length).toBe(heard.split(' ').length);
      }),
    );
  });

  it('scores a reading of the expected words themselves as a match', () => {
    fc.assert(
      fc.property(sentence, (expected) => {
        expect(scorePronunciation(expected, expected.toUpperCase() + '.').feedback).toBe('match');
      }),
    );
  });

  it('never scores a reading higher when a word is dropped from it', () => {
    fc.assert(
      fc.property(fc.array(somaliWord, { minLength: 2, maxLength: 6 }), fc.nat(), (words, k) => {
        const full = scorePronunciation(words.join(' '), words.join(' '));
        const dropped = words.filter((_, i) => i !== k % words.length).join(' ');
        expect(scorePronunciation(words.join(' '), dropped).similarity).toBeLessThan(full.similarity);
      }),
    );
  });
});

describe('word alignment', () => {
  it('pairs words in order and keeps the others as missing or extra', () => {
    expect(alignWords(['a', 'b', 'c'], ['a', 'c', 'd']).map((s) => s.op)).toEqual(['pair', 'missing', 'pair', 'extra']);
  });

  it('has the letter edit distance as its reference on one word', () => {
    expect(editDistance('mahadsanid', 'mahadsanit')).toBe(1);
    expect(charSimilarity('mahadsanid', 'mahadsanit')).toBeCloseTo(0.9);
    fc.assert(
      fc.property(somaliWord, somaliWord, (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(charSimilarity(a, a)).toBe(1);
      }),
    );
  });
});

describe('feedback thresholds', () => {
  it('maps similarity to match, close and try again at the named constants', () => {
    expect(feedbackFor(PRONUNCIATION_MATCH_MIN_SIMILARITY)).toBe('match');
    expect(feedbackFor(PRONUNCIATION_MATCH_MIN_SIMILARITY - 0.001)).toBe('close');
    expect(feedbackFor(PRONUNCIATION_CLOSE_MIN_SIMILARITY)).toBe('close');
    expect(feedbackFor(PRONUNCIATION_CLOSE_MIN_SIMILARITY - 0.001)).toBe('try again');
  });

  it('counts match, close and skip as correct (spec 01 §4)', () => {
    expect(['match', 'close', 'skip', 'try again'].map((f) => pronunciationCountsCorrect(f as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(selfReportedResult('Nabad', 'skip')).toMatchObject({ feedback: 'skip', similarity: 0 });
  });
});
