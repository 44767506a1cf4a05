import { describe, expect, it } from 'vitest';
import type { LessonFile } from '../lessons';
import {
  audioKeyFor,
  audioKeyOrUndefined,
  builtTileTexts,
  filledBlankSentence,
  lessonAudioTexts,
  tileAudio,
} from './audio-key';

describe('audioKeyFor', () => {
  it('lowercases, strips punctuation and joins words with underscores', () => {
    expect(audioKeyFor('Soo dhawoow, Hodan!')).toBe('soo_dhawoow_hodan.wav');
    expect(audioKeyFor('Iska warran?')).toBe('iska_warran.wav');
  });
  it('removes the glottal stop like any non-alphanumeric', () => {
    expect(audioKeyFor("su'aal")).toBe('suaal.wav');
    expect(audioKeyFor("Go'aan  adag")).toBe('goaan_adag.wav');
  });
  it('collapses runs of spaces and trims', () => {
    expect(audioKeyFor('  Waan   fiicanahay \n')).toBe('waan_fiicanahay.wav');
    expect(audioKeyFor('Waa - nabad')).toBe('waa_nabad.wav');
  });
  it('keeps digits and drops letters outside a-z', () => {
    expect(audioKeyFor('Saddex 3')).toBe('saddex_3.wav');
    expect(audioKeyFor('Café')).toBe('caf.wav');
  });
  it('gives no key for a string without letters or digits', () => {
    expect(audioKeyOrUndefined('?!')).toBeUndefined();
  });
});

describe('lessonAudioTexts', () => {
  const lesson = {
    vocabulary_items: [{ somali: 'Nabadgelyo', english: 'Goodbye' }],
    grammar_patterns: [{ text: 'Waa nabad', explanation: 'It is peace' }],
    exercises: [
      { id: 'ex01', type: 'pronunciation', question: 'Say it', tts_text: "Su'aal", correct_answer: "Su'aal" },
      { id: 'ex02', type: 'somali_to_english', question: 'Meaning?', tts_text: 'Nabad', options: ['Peace', 'War'] },
    ],
  } as unknown as LessonFile;
  it('maps vocabulary, patterns, spoken text and Somali answers to their audio key', () => {
    const texts = lessonAudioTexts(lesson);
    expect(texts.get('nabadgelyo.wav')).toBe('Nabadgelyo');
    expect(texts.get('waa_nabad.wav')).toBe('Waa nabad');
    expect(texts.get('suaal.wav')).toBe("Su'aal");
    expect(texts.get('nabad.wav')).toBe('Nabad');
    expect(texts.has('peace.wav')).toBe(false);
  });
});

describe('filledBlankSentence', () => {
  it('fills the gap with the answer, leaving out English glosses and arrows', () => {
    const fill = (question: string, correct_answer: string) =>
      filledBlankSentence({ type: 'fill_blank', question, correct_answer });
    expect(fill('___ waa macallin.', 'Ninku')).toBe('Ninku waa macallin.');
    expect(fill('aabbe (a father) → ___ (the father)', 'aabbaha')).toBe('Aabbe, aabbaha');
    expect(filledBlankSentence({ type: 'dictation', question: '___', correct_answer: 'x' })).toBeUndefined();
  });
  it('gives tiles and filled sentences an audio text', () => {
    const texts = lessonAudioTexts({
      vocabulary_items: [],
      grammar_patterns: [],
      exercises: [
        { id: 'ex01', type: 'fill_blank', question: '___ waa diyaar.', correct_answer: 'Cuntadu' },
        { id: 'ex02', type: 'sentence_building', correct_answer: 'Waa run.', tiles: ['Waa', 'run', 'baa'] },
      ],
    });
    expect(texts.get('cuntadu_waa_diyaar.wav')).toBe('Cuntadu waa diyaar.');
    expect(texts.get('baa.wav')).toBe('baa');
  });
  it('speaks every tile of a sentence to build, the answer words when it writes no tiles', () => {
    const built = { type: 'sentence_building', correct_answer: 'Rooti baan rabaa.' };
    expect(builtTileTexts(built)).toEqual(['Rooti', 'baan', 'rabaa']);
    expect(builtTileTexts({ ...built, tiles: ['Rooti', 'baan', 'rabaa', 'waan'] })).toEqual([
      'Rooti',
      'baan',
      'rabaa',
      'waan',
    ]);
    const texts = lessonAudioTexts({
      vocabulary_items: [],
      grammar_patterns: [],
      exercises: [{ id: 'ex01', ...built }],
    });
    for (const tile of builtTileTexts(built)) expect(texts.has(tileAudio(tile)!)).toBe(true);
    expect(texts.get('rooti_baan_rabaa.wav')).toBe('Rooti baan rabaa.');
    expect(tileAudio('Rooti')).toBe('rooti.wav');
    expect(tileAudio('…')).toBeUndefined();
  });
});
