import { lightArray, lightBoolean, lightEnum, lightInt, lightObject, lightString } from '../shared/light-schema';

/**
 * The progress answers read on the first load of the dashboard and review, as light schemas with
 * the rules of statefulProgressResponseSchema and globalProgressResponseSchema (a test holds them
 * equal).
 */

const globalProgressEntryShape = {
  lesson_stable_id: lightString(),
  completed: lightBoolean(),
  skipped: lightBoolean(),
  progress_percentage: lightInt(0, 100),
};

export const globalProgressResponseLightSchema = lightArray(lightObject(globalProgressEntryShape));

export const statefulProgressResponseLightSchema = lightArray(
  lightObject({
    ...globalProgressEntryShape,
    lesson_id: lightInt(),
    state: lightEnum(['not_started', 'in_progress', 'completed', 'skipped']),
    locked: lightBoolean(),
  }),
);
