import { describe, expect, it } from 'vitest';
import { lessonAudioTexts, type LessonFile } from '@hadal/domain';
import { enrichLessonAudio, lessonAudioKeys } from './lesson-audio';

const lesson: LessonFile = {
  stable_id: 'a1-vocab-test',
  title: 'Test',
  description: 'A test lesson.',
  icon: '🧪',
  lesson_type: 'vocabulary',
  cefr_level: 'A1',
  level: 1,
  order_index: 1,
  category: 'greetings',
  grammar_patterns: [{ text: 'Waa nabad', explanation: 'It is peace' }],
  vocabulary_items: [{ somali: 'Nabadgelyo', english: 'Goodbye' }],
  cefr_can_do: ['I can greet'],
  learning_notes: ['Note'],
  exercises: [
    {
      id: 'ex01',
      type: 'vocabulary_introduction',
      title: 'Welcome',
      question: 'Soo dhawoow',
      translation: 'Welcome',
      examples: [{ text: 'Soo dhawoow, Cali!', translation: 'Welcome, Cali!' }],
    },
    {
      id: 'ex02',
      type: 'english_to_somali',
      question: 'Welcome?',
      options: ['Soo dhawoow', 'Nabad'],
      correct_answer: 'Soo dhawoow',
    },
    {
      id: 'ex03',
      type: 'somali_to_english',
      question: 'Meaning?',
      tts_text: 'Nabad',
      options: ['Peace', 'War'],
      correct_answer: 'Peace',
    },
    {
      id: 'ex04',
      type: 'fill_blank',
      question: 'Soo ___',
      options: ['dhawoow', 'nabad'],
      correct_answer: 'dhawoow',
      translation: 'Welcome',
    },
    {
      id: 'ex05',
      type: 'matching',
      pairs: [
        { somali: 'Nabad', english: 'Peace' },
        { left: 'Haa', right: 'Yes' },
      ],
    },
    {
      id: 'ex06',
      type: 'pronunciation',
      question: 'Say it',
      tts_text: "Su'aal",
      correct_answer: "Su'aal",
      translation: 'Question',
    },
    {
      id: 'ex07',
      type: 'conversation_practice',
      title: 'Hi',
      dialogue: [{ speaker: 'Cali', text: 'Iska warran?', translation: 'How are you?' }],
    },
    {
      id: 'ex08',
      type: 'phrase_practice',
      title: 'Phrases',
      phrases: [{ somali: 'Mahadsanid', english: 'Thank you' }],
    },
  ],
};

describe('enrichLessonAudio', () => {
  const enriched = enrichLessonAudio(lesson);
  const ex = (id: string) => enriched.exercises.find((e) => e.id === id)!;

  it('keys vocabulary introductions and their examples', () => {
    expect(ex('ex01').audio_filename).toBe('soo_dhawoow.wav');
    expect(ex('ex01').examples?.[0]?.audio_filename).toBe('soo_dhawoow_cali.wav');
  });
  it('turns Somali options into {text, audio_filename} and leaves English options as strings', () => {
    expect(ex('ex02').options).toEqual([
      { text: 'Soo dhawoow', audio_filename: 'soo_dhawoow.wav' },
      { text: 'Nabad', audio_filename: 'nabad.wav' },
    ]);
    expect(ex('ex04').options?.[0]).toEqual({ text: 'dhawoow', audio_filename: 'dhawoow.wav' });
    expect(ex('ex03').options).toEqual(['Peace', 'War']);
    expect(ex('ex02').audio_filename).toBeUndefined();
  });
  it('keys tts_text, pronunciation, matching pairs, dialogue and phrases', () => {
    expect(ex('ex03').audio_filename).toBe('nabad.wav');
    expect(ex('ex06').audio_filename_key).toBe('suaal.wav');
    expect(ex('ex06').audio_filename).toBe('suaal.wav');
    expect(ex('ex05').pairs).toEqual([
      { somali: 'Nabad', english: 'Peace', audio_filename_key: 'nabad.wav' },
      { left: 'Haa', right: 'Yes', audio_filename_key: 'haa.wav' },
    ]);
    expect(ex('ex07').dialogue?.[0]?.audio_filename).toBe('iska_warran.wav');
    expect(ex('ex08').phrases?.[0]?.audio_filename_key).toBe('mahadsanid.wav');
  });
  it('does not change its input', () => {
    expect(lesson.exercises[1]?.options?.[0]).toBe('Soo dhawoow');
    expect(lesson.exercises[0]).not.toHaveProperty('audio_filename');
  });
  it('leaves an audio key the author wrote', () => {
    const custom = enrichLessonAudio({
      ...lesson,
      exercises: [{ ...lesson.exercises[0]!, audio_filename: 'recorded_welcome.wav' }],
    });
    expect(custom.exercises[0]?.audio_filename).toBe('recorded_welcome.wav');
  });
});

describe('lessonAudioTexts', () => {
  it('maps every key the lesson names, plus vocabulary and answers, to its Somali text', () => {
    const texts = lessonAudioTexts(lesson);
    for (const { key } of lessonAudioKeys(lesson)) expect(texts.has(key)).toBe(true);
    expect(texts.get('nabadgelyo.wav')).toBe('Nabadgelyo');
    expect(texts.get('waa_nabad.wav')).toBe('Waa nabad');
    expect(texts.get('suaal.wav')).toBe("Su'aal");
    expect(texts.has('peace.wav')).toBe(false);
  });
});

describe('lessonAudioKeys', () => {
  it('names the audio of every tile of a sentence to build and of the sentence, all spoken', () => {
    const built: LessonFile = {
      ...lesson,
      exercises: [
        {
          id: 'ex09',
          type: 'sentence_building',
          question: 'Build: "I want bread."',
          correct_answer: 'Rooti baan rabaa.',
          tiles: ['Rooti', 'baan', 'rabaa', 'waan'],
        },
        { id: 'ex10', type: 'sentence_building', question: 'Build: "It is true."', correct_answer: 'Waa run.' },
      ],
    };
    const keys = lessonAudioKeys(built);
    expect(keys.filter((k) => k.exerciseId === 'ex09').map((k) => k.key)).toEqual([
      'rooti.wav',
      'baan.wav',
      'rabaa.wav',
      'waan.wav',
      'rooti_baan_rabaa.wav',
    ]);
    expect(keys.filter((k) => k.exerciseId === 'ex10').map((k) => k.key)).toEqual([
      'waa.wav',
      'run.wav',
      'waa_run.wav',
    ]);
    const texts = lessonAudioTexts(built);
    for (const { key } of keys) expect(texts.has(key)).toBe(true);
  });
});
