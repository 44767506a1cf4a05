import { lightArray, lightBoolean, lightInt, lightNumber, lightObject, lightString } from '../shared/light-schema';

/**
 * The answers of the review screen as light schemas with the rules of their zod schemas in
 * review.schemas.ts (a test holds them equal): the screen reads them without zod in its first load.
 */

export const reviewItemsResponseLightSchema = lightArray(
  lightObject({
    id: lightInt(),
    question: lightString(),
    answer: lightString(),
    repetitions: lightInt(0),
    due_at: lightString(),
  }),
);

export const reviewPopulateResponseLightSchema = lightObject({
  lesson_stable_id: lightString(),
  added: lightInt(0),
  total_items: lightInt(0),
});

export const reviewSessionResponseLightSchema = lightObject({
  review_item_id: lightInt(),
  quality_rating: lightInt(),
  correct: lightBoolean(),
  xp_granted: lightInt(0),
  total_xp: lightInt(0),
  streak_days: lightInt(0),
  repetitions: lightInt(0),
  due_at: lightString(),
  duplicate: lightBoolean(),
});

export const reviewStatsLightSchema = lightObject({
  total_items: lightInt(0),
  due_today: lightInt(0),
  accuracy_30_days: lightNumber(0, 100),
});
