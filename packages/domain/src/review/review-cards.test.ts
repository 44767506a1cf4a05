import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { audioKeyFor, lessonAudioTexts } from '../content';
import type { Exercise, LessonFile } from '../lessons';
import { lessonReviewCards, mistakeReviewCards, reviewAnswerKey } from './review-cards';

function lesson(overrides: Partial<LessonFile> = {}): LessonFile {
  return {
    stable_id: 'a1-vocab-greetings',
    title: 'Greetings',
    description: 'Say hello',
    icon: '👋',
    lesson_type: 'vocabulary',
    cefr_level: 'A1',
    level: 1,
    order_index: 1,
    category: 'greetings',
    exercises: [],
    grammar_patterns: [],
    vocabulary_items: [
      { somali: 'Soo dhawoow', english: 'welcome' },
      { somali: 'Iska warran?', english: 'how are you?' },
      { somali: 'Nabad', english: 'peace' },
    ],
    cefr_can_do: [],
    learning_notes: [],
    ...overrides,
  };
}

const ex = (e: Partial<Exercise> & Pick<Exercise, 'id' | 'type'>): Exercise => e;

describe('lessonReviewCards', () => {
  it('asks each vocabulary item in English and answers in Somali', () => {
    expect(lessonReviewCards(lesson())).toEqual([
      { question: 'welcome', answer: 'Soo dhawoow', kind: 'vocabulary' },
      { question: 'how are you?', answer: 'Iska warran?', kind: 'vocabulary' },
      { question: 'peace', answer: 'Nabad', kind: 'vocabulary' },
    ]);
  });

  it('adds the key phrases of phrase practice, once per Somali answer', () => {
    const cards = lessonReviewCards(
      lesson({
        exercises: [
          ex({
            id: 'ex01',
            type: 'phrase_practice',
            phrases: [
              { somali: 'Mahadsanid', english: 'Thank you' },
              { somali: 'nabad!', english: 'Peace!' },
            ],
          }),
          ex({ id: 'ex02', type: 'conversation_practice', dialogue: [] }),
        ],
      }),
    );
    expect(cards.map((c) => [c.answer, c.kind])).toEqual([
      ['Soo dhawoow', 'vocabulary'],
      ['Iska warran?', 'vocabulary'],
      ['Nabad', 'vocabulary'],
      ['Mahadsanid', 'phrase'],
    ]);
  });

  it('skips entries with nothing to ask or nothing to say', () => {
    expect(lessonReviewCards(lesson({ vocabulary_items: [{ somali: '?!', english: 'huh' }] }))).toEqual([]);
  });
});

describe('mistakeReviewCards', () => {
  const l = lesson();

  it('keeps the prompt and right answer of an English-to-Somali question', () => {
    const e = ex({
      id: 'ex09',
      type: 'english_to_somali',
      question: 'How do you say "Welcome"?',
      correct_answer: 'Soo dhawoow',
    });
    expect(mistakeReviewCards(l, e)).toEqual([
      { question: 'How do you say "Welcome"?', answer: 'Soo dhawoow', kind: 'mistake', exerciseId: 'ex09' },
    ]);
  });

  it('turns a Somali-to-English or listening question around', () => {
    for (const type of ['somali_to_english', 'listening_comprehension']) {
      const e = ex({
        id: 'ex10',
        type,
        question: 'What does this mean?',
        tts_text: 'Habeen wanaagsan',
        correct_answer: 'Good night',
      });
      expect(mistakeReviewCards(l, e)).toEqual([
        { question: 'Good night', answer: 'Habeen wanaagsan', kind: 'mistake', exerciseId: 'ex10' },
      ]);
    }
  });

  it('shows the gap and its meaning for a fill-in-the-blank', () => {
    const e = ex({
      id: 'ex13',
      type: 'fill_in_blank',
      question: 'Subax ___',
      correct_answer: 'wanaagsan',
      translation: 'Good morning',
    });
    expect(mistakeReviewCards(l, e)[0]).toMatchObject({ question: 'Subax ___ (Good morning)', answer: 'wanaagsan' });
  });

  it('asks for the words of a pronunciation exercise by their meaning', () => {
    const e = ex({
      id: 'ex17',
      type: 'pronunciation',
      tts_text: 'Ku faraxsanahay',
      correct_answer: 'Ku faraxsanahay',
      translation: 'Nice to meet you',
    });
    expect(mistakeReviewCards(l, e)[0]).toMatchObject({ question: 'Nice to meet you', answer: 'Ku faraxsanahay' });
  });

  it('makes a card of every matching pair', () => {
    const e = ex({
      id: 'ex14',
      type: 'matching',
      pairs: [
        { somali: 'Nabadgelyo', english: 'Goodbye' },
        { left: 'Subax wanaagsan', right: 'Good morning' },
      ],
    });
    expect(mistakeReviewCards(l, e).map((c) => [c.question, c.answer])).toEqual([
      ['Goodbye', 'Nabadgelyo'],
      ['Good morning', 'Subax wanaagsan'],
    ]);
  });

  it('takes a multiple-choice question only when its answer is Somali text of the lesson', () => {
    const somali = ex({ id: 'ex12', type: 'multiple_choice', question: 'Which reply fits?', correct_answer: 'Nabad' });
    const english = ex({
      id: 'ex20',
      type: 'multiple_choice',
      question: 'Who knows?',
      tts_text: 'Way ogtahay.',
      correct_answer: 'she',
    });
    expect(mistakeReviewCards(l, somali)).toHaveLength(1);
    expect(mistakeReviewCards(l, english)).toEqual([]);
  });

  it('gives nothing for steps that cannot be answered wrong', () => {
    for (const type of [
      'vocabulary_introduction',
      'grammar_introduction',
      'conversation_practice',
      'phrase_practice',
    ]) {
      expect(mistakeReviewCards(l, ex({ id: 'x', type, question: 'Nabad', correct_answer: 'Nabad' }))).toEqual([]);
    }
  });
});

describe('every card answer has lesson audio', () => {
  const text = fc.oneof(
    fc.constantFrom('Soo dhawoow', 'Iska warran?', "Ma'aha", 'Nabad.', 'Good night', '  spaced  out  ', '?!'),
    fc.string({ maxLength: 20 }),
  );
  const maybe = fc.option(text, { nil: undefined });
  const pair = fc.oneof(fc.record({ somali: text, english: text }), fc.record({ left: text, right: text }));
  const exercise = fc.record({
    id: fc.string({ minLength: 1, maxLength: 5 }),
    type: fc.constantFrom(
      'multiple_choice',
      'english_to_somali',
      'somali_to_english',
      'listening_comprehension',
      'fill_blank',
      'fill_in_blank',
      'matching',
      'pronunciation',
      'phrase_practice',
      'vocabulary_introduction',
      'mystery_type',
    ),
    question: maybe,
    correct_answer: maybe,
    tts_text: maybe,
    translation: maybe,
    options: fc.option(fc.array(text, { maxLength: 4 }), { nil: undefined }),
    pairs: fc.option(fc.array(pair, { maxLength: 4 }), { nil: undefined }),
    phrases: fc.option(fc.array(fc.record({ somali: text, english: text }), { maxLength: 4 }), { nil: undefined }),
  });
  const arbitraryLesson = fc
    .record({
      vocabulary_items: fc.array(fc.record({ somali: text, english: text }), { maxLength: 6 }),
      exercises: fc.array(exercise, { maxLength: 8 }),
    })
    .map((parts) => lesson(parts as Partial<LessonFile>));

  it('so the spec 02 §7 file name of every answer resolves in the lesson audio index', () => {
    fc.assert(
      fc.property(arbitraryLesson, (l) => {
        const index = lessonAudioTexts(l);
        const cards = [...lessonReviewCards(l), ...l.exercises.flatMap((e) => mistakeReviewCards(l, e))];
        for (const c of cards) {
          expect(index.has(audioKeyFor(c.answer)), c.answer).toBe(true);
          expect(reviewAnswerKey(c.answer).length).toBeGreaterThan(0);
          expect(c.question.trim()).toBe(c.question);
        }
      }),
    );
  });

  it('and populate never gives two cards one answer', () => {
    fc.assert(
      fc.property(arbitraryLesson, (l) => {
        const keys = lessonReviewCards(l).map((c) => reviewAnswerKey(c.answer));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
