import { describe, expect, it } from 'vitest';
import type { LessonFile } from '../lessons';
import { answerContextFor, answerSupportFor, buildKnownWords, enrichLessonAnswers } from './answer-support';
import { checkAnswer } from './check-answer';
import { buildDialectIndex } from './dialect';

const source = {
  dialect: buildDialectIndex([{ standard: 'xidh', southern: 'xir' }]),
  knownWords: buildKnownWords(['Albaabka xidh', 'albaabku', "su'aal", 'albaab']),
};

describe('answer support', () => {
  it('is attached to typed and built questions, and spoken answers', () => {
    const typed = { type: 'dictation', correct_answer: 'Albaabka xidh.', options: ['Albaabka xidh.', 'b', 'c'] };
    expect(answerSupportFor(typed, source)).toEqual({
      dialect: [{ standard: 'xidh', southern: 'xir' }],
      confusable_words: ['albaabku'],
    });
    expect(answerSupportFor({ ...typed, type: 'english_to_somali' }, source)).toBeUndefined();
  });
  it('gives a pronunciation exercise the southern forms of its words, without typo neighbours', () => {
    const said = { type: 'pronunciation', correct_answer: 'Albaabka xidh.' };
    expect(answerSupportFor(said, source)).toEqual({ dialect: [{ standard: 'xidh', southern: 'xir' }] });
    expect(answerSupportFor({ ...said, correct_answer: 'Nabad' }, source)).toBeUndefined();
  });
  it('gives a client the same verdicts as the full tables', () => {
    const ex = {
      id: 'ex01',
      type: 'dictation',
      correct_answer: 'Albaabka xidh.',
      options: ['Albaabka xidh.', 'b', 'c'],
    };
    const lesson = { exercises: [ex] } as unknown as LessonFile;
    const served = enrichLessonAnswers(lesson, source).exercises[0]!;
    const full = { dialect: source.dialect, knownWords: source.knownWords };
    for (const given of ['albaabka xir', 'albaabku xidh', 'albabka xidh', 'albaabka xid', 'guri']) {
      expect(checkAnswer(given, served, answerContextFor(served))).toEqual(checkAnswer(given, ex, full));
    }
  });
  it('normalises known words as answers compare', () => {
    expect([...buildKnownWords(["Su'aal, go’aan"])].sort()).toEqual(['goaan', 'suaal']);
  });
});
