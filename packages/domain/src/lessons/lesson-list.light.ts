import { lightArray, lightEnum, lightInt, lightObject, lightString } from '../shared/light-schema';
import { LESSON_TYPES } from './lesson-kinds';

/**
 * GET /lessons, read on the first load of the dashboard, as a light schema with the rules of
 * lessonListResponseSchema (a test holds them equal).
 */
export const lessonListItemShape = {
  id: lightInt(),
  stable_id: lightString(),
  title: lightString(),
  description: lightString(),
  icon: lightString(),
  cefr_level: lightString(),
  level: lightInt(),
  lesson_type: lightEnum(LESSON_TYPES),
  order_index: lightInt(),
  category: lightString(),
};

export const lessonListResponseLightSchema = lightArray(lightObject(lessonListItemShape));
