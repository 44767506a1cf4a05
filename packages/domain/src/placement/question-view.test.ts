import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Exercise } from '../lessons';
import { placementAnswerResponseSchema, placementQuestionViewSchema } from './placement.schemas';
import type { PlacementQuestion } from './question-bank';
import { isPlacementAnswerRight, placementPrompt, placementQuestionView } from './question-view';

const question = (exercise: Exercise): PlacementQuestion => ({
  id: `a1-x/${exercise.id}`,
  level: 'A1',
  lessonStableId: 'a1-x',
  lessonType: 'vocabulary',
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
    const view = placementQuestionView(question({ ...dictation, accepted_answers: ['Waan cunayaa'] }));
    expect(placementQuestionViewSchema.parse(view)).toEqual(view);
    const text = JSON.stringify(view);
    expect(text).not.toContain('correct_answer');
    expect(text).not.toContain('Cun is eat');
    expect(view.text).toBeUndefined();
    expect(view.translation).toBeUndefined();
    expect(view.audio_filename).toBe('waan_cunayaa.wav');
    expect(view.prompt).toBe('Listen, then choose the sentence you hear.');
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
    };
    expect(placementAnswerResponseSchema.parse({ done: true, result })).toEqual({ done: true, result });
    expect(() => placementAnswerResponseSchema.parse({ done: false, result })).toThrow();
  });
});
