import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answerWords, builtAnswer, nearMisses, sentenceTiles, tilesCoverAnswer, wordBank } from './answer-tiles';
import { isGradedExercise, isProducedAnswer, responseKind } from './exercise-kinds';
import { checkAnswer } from './check-answer';

describe('graded exercises', () => {
  it.each([
    ['multiple_choice', true],
    ['english_to_somali', true],
    ['fill_blank', true],
    ['matching', true],
    ['sentence_building', true],
    ['dictation', true],
    ['some_future_type', true],
    ['vocabulary_introduction', false],
    ['grammar_introduction', false],
    ['conversation_practice', false],
    ['phrase_practice', false],
    ['pronunciation', false],
  ])('%s graded: %s', (type, graded) => {
    expect(isGradedExercise({ type })).toBe(graded);
  });
});

describe('responseKind', () => {
  it('tells picked, typed and built answers apart', () => {
    expect(responseKind({ type: 'english_to_somali', options: ['a', 'b', 'c'] })).toBe('pick');
    expect(responseKind({ type: 'english_to_somali', options: ['a', 'b', 'c'], answer_mode: 'typed' })).toBe('typed');
    expect(responseKind({ type: 'fill_blank', options: ['a', 'b', 'c'] })).toBe('pick');
    expect(responseKind({ type: 'somali_to_english', options: ['a', 'b', 'c'], answer_mode: 'typed' })).toBe('typed');
    expect(responseKind({ type: 'multiple_choice', options: ['a', 'b', 'c'], answer_mode: 'typed' })).toBe('pick');
    expect(responseKind({ type: 'fill_blank' })).toBe('typed');
    expect(responseKind({ type: 'dictation', options: ['a', 'b', 'c'] })).toBe('typed');
    expect(responseKind({ type: 'sentence_building', options: ['a', 'b', 'c'] })).toBe('built');
    expect(responseKind({ type: 'matching' })).toBe('match');
    expect(responseKind({ type: 'pronunciation' })).toBe('say');
    expect(responseKind({ type: 'grammar_introduction' })).toBe('read');
    expect(isProducedAnswer({ type: 'dictation' })).toBe(true);
    expect(isProducedAnswer({ type: 'multiple_choice', options: ['a'] })).toBe(false);
  });
});

describe('sentence building', () => {
  it('splits the answer into tiles without edge punctuation', () => {
    expect(answerWords('Biyo i sii, fadlan.')).toEqual(['Biyo', 'i', 'sii', 'fadlan']);
    expect(answerWords("Roob baa da'aya.")).toEqual(['Roob', 'baa', "da'aya"]);
  });
  it('the tiles in the right order are always a correct answer', () => {
    const words = fc.array(fc.constantFrom('Waxaan', 'cabbaa', 'biyo', 'shaah', "da'aya", 'fadlan'), {
      minLength: 1,
      maxLength: 7,
    });
    fc.assert(
      fc.property(words, fc.constantFrom('.', '?', ''), fc.double({ min: 0, max: 0.999, noNaN: true }), (w, end, r) => {
        const answer = `${w.join(' ')}${end}`;
        const tiles = sentenceTiles({ correct_answer: answer }, () => r);
        expect([...tiles].sort()).toEqual([...answerWords(answer)].sort());
        expect(checkAnswer(builtAnswer(answerWords(answer)), { correct_answer: answer }).kind).toBe('correct');
        expect(tilesCoverAnswer(tiles, answer)).toBe(true);
      }),
    );
  });
  it('uses the given tiles, distractors included', () => {
    const tiles = sentenceTiles({ correct_answer: 'Waa nabad.', tiles: ['Waa', 'nabad', 'ma'] }, () => 0);
    expect([...tiles].sort()).toEqual(['Waa', 'ma', 'nabad']);
    expect(tilesCoverAnswer(['Waa', 'ma'], 'Waa nabad.')).toBe(false);
    expect(tilesCoverAnswer(['waa', 'waa', 'nabad'], 'Waa waa nabad')).toBe(true);
    expect(tilesCoverAnswer(['waa', 'nabad'], 'Waa waa nabad')).toBe(false);
  });
});

describe('wordBank', () => {
  it('offers every word of the options once', () => {
    const bank = wordBank(
      { correct_answer: 'Waan fiicanahay.', options: ['Waan fiicanahay.', 'Waan daallanahay.', 'waan'] },
      () => 0,
    );
    expect([...bank].sort()).toEqual(['Waan', 'daallanahay', 'fiicanahay']);
  });
  it('mixes in the near misses the server attached, so typing is not tapping', () => {
    const exercise = {
      correct_answer: 'Ninku waa macallin.',
      options: ['Ninku waa macallin.', 'Wiilku waa arday.'],
      answer_support: { confusable_words: ['ninka'] },
    };
    const bank = wordBank(exercise, () => 0);
    expect(bank).toContain('ninka');
    expect(nearMisses(bank, exercise.correct_answer)).toEqual(['ninka']);
    expect(nearMisses(['Wiilku', 'arday', 'Ninku'], exercise.correct_answer)).toEqual([]);
  });
});
