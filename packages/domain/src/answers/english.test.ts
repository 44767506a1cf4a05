import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAnswer } from './check-answer';
import { englishKey } from './english';

const meaning = { type: 'somali_to_english', correct_answer: "I'm fine.", accepted_answers: ['I am well.'] };

describe('English typed answers', () => {
  it('accept contractions either way and leave articles out', () => {
    expect(englishKey("I'm fine")).toBe(englishKey('I am fine.'));
    expect(englishKey("Don't go!")).toBe(englishKey('Do not go'));
    expect(englishKey('The woman is a teacher.')).toBe(englishKey('woman is teacher'));
    expect(englishKey('It’s cheap')).toBe(englishKey('it is cheap'));
  });
  it('are checked as English by the answer check', () => {
    expect(checkAnswer('i am fine', meaning)).toMatchObject({ kind: 'correct', via: 'exact' });
    expect(checkAnswer("I'm well", meaning)).toMatchObject({ kind: 'correct', via: 'accepted' });
    expect(checkAnswer('I am fien', meaning).kind).toBe('almost');
    expect(checkAnswer('I am tired', meaning).kind).toBe('wrong');
    const teacher = { type: 'listening_comprehension', correct_answer: 'The man is a teacher.' };
    expect(checkAnswer('man is teacher', teacher).kind).toBe('correct');
  });
  it('never depend on articles, case or punctuation (property)', () => {
    const words = fc.array(fc.constantFrom('the', 'a', 'an', 'man', 'is', 'teacher', 'good', 'house'), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(words, (ws) => {
        const plain = ws.filter((w) => !['the', 'a', 'an'].includes(w)).join(' ');
        expect(englishKey(`${ws.join(' ').toUpperCase()}!`)).toBe(englishKey(plain));
      }),
    );
  });
});
