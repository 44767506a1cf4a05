import { describe, expect, it } from 'vitest';
import type { Exercise, LessonFile } from '@hadal/domain';
import { checkExercise } from './exercise-check';
import { checkLesson } from './lesson-check';
import { distractorTiles } from './question-rules';

const rules = (ex: Partial<Exercise>) =>
  checkExercise({ id: 'ex01', type: 'multiple_choice', explanation: 'Because.', ...ex }).map((f) => f.rule);

describe('checkExercise', () => {
  it('accepts a well-formed question', () => {
    expect(rules({ question: 'Which?', options: ['Haa', 'Maya', 'Nabad'], correct_answer: 'haa' })).toEqual([]);
  });
  it('needs the answer among the options exactly once, case-insensitively', () => {
    expect(rules({ question: 'Which?', options: ['Haa', 'Maya', 'Nabad'], correct_answer: 'Biyo' })).toEqual([
      'answer-not-in-options',
    ]);
    expect(rules({ question: 'Which?', options: ['Haa', 'haa', 'Nabad'], correct_answer: 'Haa' })).toEqual([
      'answer-repeated',
    ]);
  });
  it('needs 3 to 4 options and the required fields of the type', () => {
    expect(rules({ question: 'Which?', options: ['Haa', 'Maya'], correct_answer: 'Haa' })).toEqual(['options-count']);
    expect(
      rules({
        type: 'somali_to_english',
        question: 'Meaning?',
        options: ['Yes', 'No', 'Peace'],
        correct_answer: 'Yes',
      }),
    ).toEqual(['required-field']);
  });
  it('needs exactly one ___ in a fill_blank', () => {
    const base = { type: 'fill_blank', correct_answer: 'nabad', translation: 'It is peace' };
    expect(rules({ ...base, question: 'Waa ___.' })).toEqual([]);
    expect(rules({ ...base, question: 'Waa nabad.' })).toEqual(['blank']);
    expect(rules({ ...base, question: 'Waa ___ ___.' })).toEqual(['blank']);
    expect(rules({ ...base, question: 'Waa ____.' })).toEqual(['blank']);
    expect(rules({ ...base, question: 'Waa ___.', options: ['haa', 'maya', 'biyo'] })).toEqual([
      'answer-not-in-options',
    ]);
  });
  it('needs 4 to 6 matching pairs, unique on both sides', () => {
    const pair = (s: string, e: string) => ({ somali: s, english: e });
    expect(rules({ type: 'matching', pairs: [pair('a', '1'), pair('b', '2'), pair('c', '3')] })).toEqual([
      'matching-pairs',
    ]);
    expect(
      rules({ type: 'matching', pairs: [pair('a', '1'), pair('b', '2'), pair('c', '3'), pair('A', '4')] }),
    ).toEqual(['matching-unique']);
    expect(
      rules({ type: 'matching', pairs: [pair('a', '1'), pair('b', '2'), pair('c', '3'), pair('d', '3')] }),
    ).toEqual(['matching-unique']);
    expect(
      rules({ type: 'matching', pairs: [pair('a', '1'), pair('b', '2'), pair('c', '3'), pair('d', '4')] }),
    ).toEqual([]);
  });
  it('needs at least 4 phrases so the quiz has 3 distractors', () => {
    const p = (s: string) => ({ somali: s, english: s.toUpperCase() });
    expect(rules({ type: 'phrase_practice', title: 'T', phrases: [p('a'), p('b'), p('c')] })).toEqual([
      'phrases-count',
    ]);
    expect(rules({ type: 'phrase_practice', title: 'T', phrases: [p('a'), p('b'), p('c'), p('d')] })).toEqual([]);
  });
  it('needs pronunciation answers equal to tts_text', () => {
    expect(
      rules({ type: 'pronunciation', question: 'Say', tts_text: 'Nabad', correct_answer: 'Haa', translation: 'Peace' }),
    ).toEqual(['pronunciation-answer']);
  });
  it('needs an explanation on every graded question, and only there', () => {
    expect(
      rules({ question: 'Which?', options: ['Haa', 'Maya', 'Nabad'], correct_answer: 'Haa', explanation: '' }),
    ).toEqual(['explanation']);
    expect(
      checkExercise({
        id: 'ex01',
        type: 'vocabulary_introduction',
        title: 'T',
        question: 'Nabad',
        translation: 'Peace',
      }),
    ).toEqual([]);
    expect(
      checkExercise({
        id: 'ex01',
        type: 'pronunciation',
        question: 'Say',
        tts_text: 'Nabad',
        correct_answer: 'Nabad',
        translation: 'Peace',
      }),
    ).toEqual([]);
  });
  it('compares options as answers compare', () => {
    expect(rules({ question: 'Which?', options: ['inuu', 'in uu', 'inay'], correct_answer: 'inay' })).toEqual([
      'duplicate-options',
    ]);
    expect(rules({ question: 'Which?', options: ["da'aya", 'daaya', 'inay'], correct_answer: 'daaya' })).toEqual([
      'answer-repeated',
    ]);
  });
  it('checks sentence building: tiles, translation, options', () => {
    const base = {
      type: 'sentence_building',
      question: 'Build: "I drink water."',
      correct_answer: 'Waxaan cabbaa biyo.',
      options: ['Waxaan cabbaa biyo.', 'Waxaan cabbaa caano.', 'Waxaan cunaa bariis.'],
      translation: 'I drink water.',
    };
    expect(rules(base)).toEqual([]);
    expect(rules({ ...base, tiles: ['Waxaan', 'cabbaa', 'shaah'] })).toEqual(['sentence-tiles']);
    expect(rules({ ...base, tiles: ['Waxaan', 'cabbaa', 'biyo', 'caano'] })).toEqual([]);
    expect(rules({ ...base, correct_answer: 'Biyo.', options: ['Biyo.', 'Caano.', 'Shaah.'] })).toEqual([
      'sentence-tiles',
    ]);
    expect(rules({ ...base, translation: undefined })).toEqual(['required-field', 'required-field']);
    expect(rules({ ...base, accepted_answers: ['Biyo baan cabbaa.'] })).toEqual(['sentence-tiles']);
  });
  it('checks dictation: the answer is what is heard', () => {
    const base = {
      type: 'dictation',
      question: 'Type what you hear.',
      tts_text: "Roob baa da'aya.",
      correct_answer: "Roob baa da'aya.",
      options: ["Roob baa da'aya.", "Baraf baa da'aya.", 'Waa maalin kulul.'],
      translation: "It's raining.",
    };
    expect(rules(base)).toEqual([]);
    expect(
      rules({
        ...base,
        correct_answer: 'Roob baa daaya',
        options: ['Roob baa daaya', "Baraf baa da'aya.", 'Waa maalin kulul.'],
      }),
    ).toEqual([]);
    expect(rules({ ...base, tts_text: 'Roob.' })).toEqual(['dictation-answer']);
    expect(rules({ ...base, options: undefined })).toEqual(['required-field']);
  });
  it('allows answer_mode typed on Somali answers and on meanings typed in English', () => {
    const base = {
      question: 'Which?',
      options: ['Haa', 'Maya', 'Nabad'],
      correct_answer: 'Haa',
      answer_mode: 'typed' as const,
    };
    expect(rules({ ...base, type: 'english_to_somali' })).toEqual([]);
    expect(rules({ ...base, type: 'multiple_choice' })).toEqual(['answer-mode']);
    const meaning = {
      ...base,
      type: 'somali_to_english',
      tts_text: 'Haa',
      options: ['Yes', 'No', 'Peace'],
      correct_answer: 'Yes',
    };
    expect(rules(meaning)).toEqual([]);
  });
  it('checks accepted answers: new, and never a wrong option', () => {
    const base = {
      type: 'english_to_somali',
      question: 'Which?',
      options: ['Haa', 'Maya', 'Nabad'],
      correct_answer: 'Haa',
    };
    expect(rules({ ...base, accepted_answers: ['Haa haa'] })).toEqual([]);
    expect(rules({ ...base, accepted_answers: ['haa.'] })).toEqual(['accepted-answers']);
    expect(rules({ ...base, accepted_answers: ['Maya'] })).toEqual(['accepted-answers']);
  });
  it('warns about an unknown type', () => {
    const findings = checkExercise({ id: 'ex09', type: 'drag_and_drop' });
    expect(findings).toMatchObject([{ severity: 'warning', rule: 'unknown-type', exerciseId: 'ex09' }]);
  });
});

describe('checkLesson', () => {
  it('reports lesson minimums and a level that does not match the CEFR level', () => {
    const lesson = {
      stable_id: 'a1-vocab-x',
      title: 'X',
      description: 'X.',
      icon: '🧪',
      lesson_type: 'vocabulary',
      cefr_level: 'A2',
      level: 1,
      order_index: 1,
      category: 'greetings',
      exercises: [
        {
          id: 'ex01',
          type: 'vocabulary_introduction',
          title: 'Peace',
          question: 'Nabad',
          translation: 'Peace',
          is_core: true,
        },
      ],
      grammar_patterns: [],
      vocabulary_items: [{ somali: 'Nabad', english: 'Peace' }],
      cefr_can_do: [],
      learning_notes: ['One'],
    } as LessonFile;
    expect(checkLesson(lesson).map((f) => f.rule)).toEqual([
      'level',
      'min-exercises',
      'min-graded',
      'vocabulary-items',
      'can-do',
      'learning-notes',
    ]);
  });
});

describe('distractor tiles', () => {
  const building = (level: 'A1' | 'A2', tiles: string[]) =>
    ({
      stable_id: 'x',
      cefr_level: level,
      level: level === 'A1' ? 1 : 2,
      exercises: [
        {
          id: 'ex01',
          type: 'sentence_building',
          question: 'Build the sentence: "The man is a teacher."',
          correct_answer: 'Ninku waa macallin.',
          options: ['Ninku waa macallin.', 'Ninka waa macallin.', 'Wiilku waa arday.'],
          tiles,
          translation: 'The man is a teacher.',
          explanation: 'Ninku is the subject.',
        },
      ],
      grammar_patterns: [],
      vocabulary_items: [],
      cefr_can_do: [],
      learning_notes: [],
    }) as unknown as LessonFile;
  const distractorErrors = (l: LessonFile) => checkLesson(l).filter((f) => f.rule === 'distractor-tiles');
  it('are asked for from A2: a tile the learner must leave out', () => {
    expect(distractorTiles(['Ninku', 'waa', 'macallin', 'Ninka'], 'Ninku waa macallin.')).toEqual(['Ninka']);
    expect(distractorErrors(building('A1', ['Ninku', 'waa', 'macallin']))).toEqual([]);
    expect(distractorErrors(building('A2', ['Ninku', 'waa', 'macallin']))).toHaveLength(1);
    expect(distractorErrors(building('A2', ['Ninku', 'waa', 'macallin', 'Ninka']))).toEqual([]);
  });
});
