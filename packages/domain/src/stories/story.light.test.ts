import fc from 'fast-check';
import { describe, it } from 'vitest';
import { aText, anInt, expectSameVerdicts, listOf, nearlyValid, nullableText } from '../light-schema-samples';
import { storyCompleteResponseSchema, storyListResponseSchema, storyReaderSchema } from './story-api.schemas';
import { storyCompleteResponseLightSchema, storyListResponseLightSchema, storyReaderLightSchema } from './story.light';

const count = fc.oneof(fc.integer({ min: -1, max: 40 }), anInt);
const progress = {
  completed: fc.boolean(),
  xp_earned: count,
  best_correct: fc.option(count, { nil: null }),
};
const entry = {
  id: anInt,
  stable_id: aText,
  title: aText,
  title_english: aText,
  description: aText,
  cefr_level: fc.constantFrom('A1', 'B2', 'C2', 'Z9'),
  level: count,
  order_index: count,
  line_count: count,
  question_count: count,
  max_xp: count,
  ...progress,
};

describe('light schemas of the stories answers', () => {
  it('GET /stories', () => {
    expectSameVerdicts(storyListResponseSchema, storyListResponseLightSchema, listOf(nearlyValid(entry)));
  });

  it('GET /stories/{story_id}', () => {
    const word = nearlyValid({ text: aText, gloss: nullableText });
    const line = nearlyValid({
      somali: aText,
      english: aText,
      audio_filename: fc.constantFrom('waa_nabad.wav', 'Waa.wav', 'x.mp3'),
      audio_url: aText,
      words: listOf(word),
    });
    const question = nearlyValid({ id: aText, question: aText, options: listOf(aText) });
    expectSameVerdicts(
      storyReaderSchema,
      storyReaderLightSchema,
      nearlyValid({ ...entry, lines: listOf(line), questions: listOf(question) }),
    );
  });

  it('POST /stories/{story_id}/complete', () => {
    const result = nearlyValid({
      question_id: aText,
      answer: nullableText,
      correct: fc.boolean(),
      correct_answer: aText,
      explanation: aText,
    });
    expectSameVerdicts(
      storyCompleteResponseSchema,
      storyCompleteResponseLightSchema,
      nearlyValid({
        story_stable_id: aText,
        correct: count,
        total: count,
        passed: fc.boolean(),
        results: listOf(result),
        xp_granted: count,
        total_xp: count,
        streak_days: count,
        ...progress,
      }),
    );
  });
});
