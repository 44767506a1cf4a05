import { CEFR_LEVELS } from '../lessons/lesson-kinds';
import {
  lightArray,
  lightBoolean,
  lightEnum,
  lightInt,
  lightNullable,
  lightObject,
  lightString,
} from '../shared/light-schema';

/**
 * The stories answers as light schemas with the rules of their zod schemas in story-api.schemas.ts
 * (a test holds them equal): the Stories screen and the reader read them without zod in their first load.
 */

const progressShape = {
  completed: lightBoolean(),
  xp_earned: lightInt(0),
  best_correct: lightNullable(lightInt(0)),
};

const entryShape = {
  id: lightInt(),
  stable_id: lightString(),
  title: lightString(),
  title_english: lightString(),
  description: lightString(),
  cefr_level: lightEnum(CEFR_LEVELS),
  level: lightInt(1),
  order_index: lightInt(1),
  line_count: lightInt(1),
  question_count: lightInt(1),
  max_xp: lightInt(0),
  ...progressShape,
};

export const storyListResponseLightSchema = lightArray(lightObject(entryShape));

export const storyReaderLightSchema = lightObject({
  ...entryShape,
  lines: lightArray(
    lightObject({
      somali: lightString(),
      english: lightString(),
      audio_filename: lightString({ pattern: /^[a-z0-9_]+\.wav$/ }),
      audio_url: lightString(),
      words: lightArray(lightObject({ text: lightString(), gloss: lightNullable(lightString()) })),
    }),
  ),
  questions: lightArray(
    lightObject({ id: lightString(), question: lightString(), options: lightArray(lightString()) }),
  ),
});

export const storyCompleteResponseLightSchema = lightObject({
  story_stable_id: lightString(),
  correct: lightInt(0),
  total: lightInt(1),
  passed: lightBoolean(),
  results: lightArray(
    lightObject({
      question_id: lightString(),
      answer: lightNullable(lightString()),
      correct: lightBoolean(),
      correct_answer: lightString(),
      explanation: lightString(),
    }),
  ),
  xp_granted: lightInt(0),
  total_xp: lightInt(0),
  streak_days: lightInt(0),
  ...progressShape,
});
