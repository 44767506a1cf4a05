import { describe, expect, it } from 'vitest';
import {
  SAMPLE_LESSON_BADGE,
  SAMPLE_LESSON_GOALS,
  SAMPLE_LESSON_STEPS,
  SAMPLE_LESSON_VOCABULARY,
  canCheckSampleAnswer,
  initialSampleLessonState,
  isSampleAnswerCorrect,
  sampleLessonPrimaryAction,
  sampleLessonProgressPercent,
  sampleLessonReducer,
  type SampleLessonAction,
  type SampleLessonState,
} from './sample-lesson';

function run(actions: SampleLessonAction[], from: SampleLessonState = initialSampleLessonState): SampleLessonState {
  return actions.reduce((state, action) => sampleLessonReducer(state, action), from);
}

describe('sample lesson data', () => {
  it('is an A1 Beginner lesson with 3 steps, 6 vocabulary pairs and 4 goals', () => {
    expect(SAMPLE_LESSON_BADGE).toBe('A1 Beginner');
    expect(SAMPLE_LESSON_STEPS).toHaveLength(3);
    expect(SAMPLE_LESSON_VOCABULARY).toEqual([
      { somali: 'Soo dhawoow', english: 'Welcome' },
      { somali: 'Magacaa?', english: 'What is your name?' },
      { somali: 'Ku faraxsanahay inaan ku arko', english: 'Nice to meet you' },
      { somali: 'Iska warran?', english: 'How are you?' },
      { somali: 'Waan fiicanahay', english: 'I am fine' },
      { somali: 'Mahadsanid', english: 'Thank you' },
    ]);
    expect(SAMPLE_LESSON_GOALS).toHaveLength(4);
  });

  it('starts with an introduction, then a multiple-choice and a somali_to_english question', () => {
    expect(SAMPLE_LESSON_STEPS.map((step) => step.type)).toEqual([
      'vocabulary_introduction',
      'multiple-choice',
      'somali_to_english',
    ]);
    for (const step of SAMPLE_LESSON_STEPS.slice(1)) {
      expect(step.options).toContain(step.correctAnswer);
    }
  });
});

describe('isSampleAnswerCorrect', () => {
  it('compares case-insensitively', () => {
    expect(isSampleAnswerCorrect('soo DHAWOOW', 'Soo dhawoow')).toBe(true);
    expect(isSampleAnswerCorrect('Mahadsanid', 'Soo dhawoow')).toBe(false);
  });
});

describe('sampleLessonProgressPercent', () => {
  it('is step index over 3', () => {
    expect(sampleLessonProgressPercent(0)).toBe(0);
    expect(sampleLessonProgressPercent(1)).toBe(33);
    expect(sampleLessonProgressPercent(2)).toBe(67);
    expect(sampleLessonProgressPercent(3)).toBe(100);
  });
});

describe('sampleLessonReducer', () => {
  it('starts on step 0 with the vocabulary panel shown and Next as the action', () => {
    expect(initialSampleLessonState.stepIndex).toBe(0);
    expect(initialSampleLessonState.showVocabulary).toBe(true);
    expect(sampleLessonPrimaryAction(initialSampleLessonState)).toBe('next');
  });

  it('counts the introduction as correct when acknowledged with Next', () => {
    const state = run([{ type: 'next' }]);
    expect(state.stepIndex).toBe(1);
    expect(state.correctCount).toBe(1);
    expect(state.selectedOption).toBeNull();
  });

  it('disables Check Answer until an option is chosen and ignores a blank selection', () => {
    const onQuestion = run([{ type: 'next' }]);
    expect(canCheckSampleAnswer(onQuestion)).toBe(false);
    expect(sampleLessonReducer(onQuestion, { type: 'check' })).toBe(onQuestion);
    expect(sampleLessonReducer(onQuestion, { type: 'select', option: '' })).toBe(onQuestion);
    expect(canCheckSampleAnswer({ ...onQuestion, selectedOption: '   ' })).toBe(false);
    const chosen = sampleLessonReducer(onQuestion, { type: 'select', option: 'Soo dhawoow' });
    expect(canCheckSampleAnswer(chosen)).toBe(true);
  });

  it('does not advance a question step with Next before checking', () => {
    const onQuestion = run([{ type: 'next' }, { type: 'select', option: 'Mahadsanid' }]);
    expect(sampleLessonReducer(onQuestion, { type: 'next' })).toBe(onQuestion);
  });

  it('locks the choice after checking and reports the result', () => {
    const wrong = run([{ type: 'next' }, { type: 'select', option: 'Mahadsanid' }, { type: 'check' }]);
    expect(wrong.checked).toBe(true);
    expect(wrong.isCorrect).toBe(false);
    const changed = sampleLessonReducer(wrong, { type: 'select', option: 'Soo dhawoow' });
    expect(changed.selectedOption).toBe('Mahadsanid');
    expect(sampleLessonReducer(wrong, { type: 'check' })).toBe(wrong);
  });

  it('advances with Next, clears the selection and shows Try Again after the last step', () => {
    const last = run([
      { type: 'next' },
      { type: 'select', option: 'Soo dhawoow' },
      { type: 'check' },
      { type: 'next' },
    ]);
    expect(last.stepIndex).toBe(2);
    expect(last.selectedOption).toBeNull();
    expect(last.checked).toBe(false);
    expect(sampleLessonPrimaryAction(last)).toBe('check');
    const done = run([{ type: 'select', option: 'Thank you' }, { type: 'check' }], last);
    expect(done.isCorrect).toBe(true);
    expect(done.correctCount).toBe(3);
    expect(sampleLessonPrimaryAction(done)).toBe('try-again');
    expect(sampleLessonReducer(done, { type: 'next' })).toBe(done);
  });

  it('restarts at step 0 with the vocabulary panel shown', () => {
    const done = run([
      { type: 'next' },
      { type: 'select', option: 'Soo dhawoow' },
      { type: 'check' },
      { type: 'next' },
      { type: 'select', option: 'Welcome' },
      { type: 'check' },
      { type: 'restart' },
    ]);
    expect(done).toEqual(initialSampleLessonState);
  });

  it('toggles the vocabulary panel', () => {
    const hidden = run([{ type: 'toggle-vocabulary' }]);
    expect(hidden.showVocabulary).toBe(false);
    expect(sampleLessonReducer(hidden, { type: 'toggle-vocabulary' }).showVocabulary).toBe(true);
  });
});
