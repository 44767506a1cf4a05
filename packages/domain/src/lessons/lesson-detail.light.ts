import {
  lightArray,
  lightBoolean,
  lightEnum,
  lightObject,
  lightOptional,
  lightString,
  lightUnion,
} from '../shared/light-schema';
import { DRILL_KINDS } from './lesson-kinds';
import { lessonListItemShape } from './lesson-list.light';

/**
 * GET /lessons/{id}, read on the first load of the lesson player, as a light schema with the rules
 * of lessonDetailSchema (a test holds them equal): the player reads its lesson without zod.
 */

const text = () => lightString({ min: 1 });
const audioKey = () => lightOptional(lightString({ pattern: /^[a-z0-9_]+\.wav$/ }));
const optionalText = () => lightOptional(lightString());

const matchingPair = lightUnion(
  lightObject({ left: text(), right: text(), audio_filename_key: audioKey() }),
  lightObject({ somali: text(), english: text(), audio_filename_key: audioKey() }),
);

export const exerciseLightSchema = lightObject({
  id: text(),
  type: text(),
  question: optionalText(),
  title: optionalText(),
  options: lightOptional(lightArray(lightUnion(text(), lightObject({ text: text(), audio_filename: audioKey() })))),
  correct_answer: optionalText(),
  translation: optionalText(),
  audio_filename: audioKey(),
  audio_filename_key: audioKey(),
  learning_note: optionalText(),
  tts_text: optionalText(),
  explanation: optionalText(),
  examples: lightOptional(
    lightArray(lightObject({ text: text(), translation: optionalText(), audio_filename: audioKey() })),
  ),
  pairs: lightOptional(lightArray(matchingPair)),
  matching_pairs: lightOptional(lightArray(matchingPair)),
  dialogue: lightOptional(
    lightArray(lightObject({ speaker: text(), text: text(), translation: text(), audio_filename: audioKey() })),
  ),
  phrases: lightOptional(
    lightArray(
      lightObject({ speaker: lightOptional(text()), somali: text(), english: text(), audio_filename_key: audioKey() }),
    ),
  ),
  image_filename_key: optionalText(),
  is_core: lightOptional(lightBoolean()),
  accepted_answers: lightOptional(lightArray(text())),
  answer_mode: lightOptional(lightEnum(['pick', 'typed'])),
  tiles: lightOptional(lightArray(text())),
  drills: lightOptional(lightArray(lightObject({ word: text(), ending: text(), kind: lightEnum(DRILL_KINDS) }))),
  answer_support: lightOptional(
    lightObject({
      dialect: lightOptional(lightArray(lightObject({ standard: text(), southern: text() }))),
      confusable_words: lightOptional(lightArray(text())),
    }),
  ),
});

export const lessonDetailLightSchema = lightObject({
  ...lessonListItemShape,
  exercises: lightArray(exerciseLightSchema),
  grammar_patterns: lightArray(lightObject({ text: text(), explanation: text() })),
  vocabulary_items: lightArray(lightObject({ somali: text(), english: text() })),
  cefr_can_do: lightArray(lightString()),
  learning_notes: lightArray(lightString()),
  bundle_id: lightString(),
  audio_voices: lightOptional(
    lightArray(lightObject({ audio_key: lightString(), voice: lightEnum(['native', 'family', 'synthetic']) })),
  ),
});
