import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Exercise } from '../lessons';
import { placementAnswerResponseSchema, placementQuestionViewSchema } from './placement.schemas';
import type { PlacementQuestion } from './question-bank';
import { gradePlacementAnswer, isPlacementAnswerRight, placementPrompt, placementQuestionView } from './question-view';
import { placementOptionSeed } from './seeded-random';

const question = (exercise: Exercise, response: 'pick' | 'typed' = 'pick'): PlacementQuestion => ({
  id: `a1-x/${exercise.id}`,
  level: 'A1',
  lessonStableId: 'a1-x',
  lessonType: 'vocabulary',
  response,
  dictation: exercise.type === 'dictation',
  exercise,
});

const dictation: Exercise = {
  id: 'ex09',
  type: 'dictation',
  question: 'Type what you hear.',
  tts_text: 'Waan cunayaa.',
  correct_answer: 'Waan cunayaa.',
  options: ['Waan cunayaa.', 'Waan cabayaa.', 'Waan socdaa.'],
  translation: 'I am eating.',
  explanation: 'Cun is eat.',
};

describe('placementQuestionView', () => {
  it('never shows the answer, accepted answers, explanation or the heard text', () => {
    const view = placementQuestionView(question({ ...dictation, accepted_answers: ['Waan cunayaa'] }, 'typed'));
    expect(placementQuestionViewSchema.parse(view)).toEqual(view);
    const text = JSON.stringify(view);
    expect(text).not.toContain('correct_answer');
    expect(text).not.toContain('Cun is eat');
    expect(view.text).toBeUndefined();
    expect(view.translation).toBeUndefined();
    expect(view.audio_filename).toBe('waan_cunayaa.wav');
    expect(view).toMatchObject({ prompt: 'Listen, then type what you hear.', response: 'typed', level: 'A1' });
  });

  it('shuffles the options per attempt: the same seed the same order, other seeds other orders', () => {
    const q = question({ ...dictation, options: ['a', 'b', 'c', 'd', 'e'] });
    const order = (seed: number) => placementQuestionView(q, seed).options.join('');
    expect(order(7)).toBe(order(7));
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) =>
        order(placementOptionSeed(`6f0b8a3e-3c1e-4a55-9c39-${(i * 7919).toString(16).padStart(12, '0')}`, 0)),
      ),
    );
    expect(orders.size).toBeGreaterThan(5);
    expect([...order(3)].sort().join('')).toBe('abcde');
    expect(placementOptionSeed('6f0b8a3e-3c1e-4a55-9c39-6c1c1c1c1c1c', 1)).not.toBe(
      placementOptionSeed('6f0b8a3e-3c1e-4a55-9c39-6c1c1c1c1c1c', 2),
    );
  });

  it('shows the Somali read in a somali_to_english question and the meaning of a fill-in', () => {
    const s2e = placementQuestionView(
      question({
        id: 'q',
        type: 'somali_to_english',
        question: 'What does this mean?',
        tts_text: 'Nabad',
        options: ['Peace', 'Water'],
        correct_answer: 'Peace',
      }),
    );
    expect(s2e).toMatchObject({ text: 'Nabad', prompt: 'What does this mean?', audio_filename: 'nabad.wav' });
    const fill = placementQuestionView(
      question({
        id: 'f',
        type: 'fill_blank',
        question: 'Subax ___',
        options: ['wanaagsan', 'nabad'],
        correct_answer: 'wanaagsan',
        translation: 'Good morning',
      }),
    );
    expect(fill).toMatchObject({ prompt: 'Subax ___', translation: 'Good morning' });
  });

  it('words a sentence to build as a sentence to choose', () => {
    expect(placementPrompt({ type: 'sentence_building', question: 'Build the sentence: "I eat rice."' })).toBe(
      'Choose the Somali sentence: "I eat rice."',
    );
    expect(placementPrompt({ type: 'sentence_building', translation: 'I eat.' })).toBe(
      'Choose the Somali sentence: "I eat."',
    );
  });
});

describe('gradePlacementAnswer', () => {
  it('grades a typed answer with the answer check: one typo is right but not written', () => {
    const q = question(dictation, 'typed');
    expect(gradePlacementAnswer(q, 'waan cunayaa')).toEqual({ right: true, written: true });
    expect(gradePlacementAnswer(q, 'Waan cinayaa.')).toEqual({ right: true, written: false });
    expect(gradePlacementAnswer(q, 'Wan unaya')).toEqual({ right: false, written: false });
    expect(gradePlacementAnswer(q, '')).toEqual({ right: false, written: false });
  });
});

describe('isPlacementAnswerRight', () => {
  it('takes the correct or an accepted option only, never a near one', () => {
    const q = question({ ...dictation, accepted_answers: ['Anigu waan cunayaa.'] });
    expect(isPlacementAnswerRight(q, 'waan cunayaa')).toBe(true);
    expect(isPlacementAnswerRight(q, 'Anigu waan cunayaa.')).toBe(true);
    expect(isPlacementAnswerRight(q, 'Waan cabayaa.')).toBe(false);
    expect(isPlacementAnswerRight(q, 'Waan cunayaaa.')).toBe(false);
    expect(isPlacementAnswerRight(q, '')).toBe(false);
  });

  it('is right only for an option equal to an expected answer', () => {
    fc.assert(
      fc.property(fc.string(), (answer) => {
        const q = question(dictation);
        if (isPlacementAnswerRight(q, answer)) expect(answer.toLowerCase()).toContain('waan');
      }),
    );
  });
});

describe('placementAnswerResponseSchema', () => {
  it('is either the next test step or the result', () => {
    const result = {
      mastered_level: 'A2',
      start_level: 'B1',
      questions: 14,
      right: 9,
      skipped_lessons: 30,
      finished_at: '2026-01-01T00:00:00.000Z',
      literacy: false,
      dictations: { asked: 2, right: 2 },
      levels: [
        { level: 'A1', asked: 9, right: 8, outcome: 'placed', skipped_lessons: 20 },
        { level: 'A2', asked: 5, right: 1, outcome: 'start_here', skipped_lessons: 0 },
      ],
    };
    expect(placementAnswerResponseSchema.parse({ done: true, result })).toEqual({ done: true, result });
    expect(() => placementAnswerResponseSchema.parse({ done: false, result })).toThrow();
  });
});
