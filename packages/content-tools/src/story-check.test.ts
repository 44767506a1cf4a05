import { describe, expect, it } from 'vitest';
import type { StoryFile } from '@hadal/domain';
import { checkStory, enrichStoryAudio, storyAudioTexts, storySomaliStrings } from './story-check';

const lines = Array.from({ length: 8 }, (_, i) => ({
  somali: i % 2 ? 'Kani waa aabbahay.' : 'Tani waa hooyaday.',
  english: i % 2 ? 'This is my father.' : 'This is my mother.',
}));
const story: StoryFile = {
  stable_id: 'a1-story-test',
  title: 'Qoyskayga',
  title_english: 'My Family',
  description: 'A test.',
  cefr_level: 'A1',
  order_index: 1,
  lines,
  glossary: ['tani', 'waa', 'hooyaday', 'kani', 'aabbahay'].map((w) => ({ somali: w, english: w })),
  questions: [1, 2, 3].map((n) => ({
    id: `q${n}`,
    question: 'Who is it?',
    options: ['my mother', 'my father', 'my aunt'],
    correct_answer: 'my mother',
    explanation: 'Line 1.',
  })),
};

describe('stories', () => {
  it('pass the rules when whole: 8-20 lines, 3-5 answerable questions, every word glossed', () => {
    expect(checkStory(story)).toEqual([]);
  });
  it('name what is missing', () => {
    const rules = checkStory({
      ...story,
      lines: lines.slice(0, 3),
      glossary: [...story.glossary.slice(1), { somali: 'walaal', english: 'sibling' }],
      questions: story.questions.slice(0, 2),
    }).map((f) => `${f.severity} ${f.rule}`);
    expect(rules).toEqual([
      'error story-lines',
      'error story-questions',
      'error story-glossary',
      'warning story-glossary',
    ]);
  });
  it('give every line an audio key and a text to say, and the linter every Somali string', () => {
    expect(enrichStoryAudio(story).lines[0]?.audio_filename).toBe('tani_waa_hooyaday.wav');
    expect(storyAudioTexts(story).get('kani_waa_aabbahay.wav')).toBe('Kani waa aabbahay.');
    expect(storySomaliStrings(story).map((s) => s.field)).toContain('lines[7].somali');
  });
});
