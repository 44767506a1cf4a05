import { lightArray, lightInt, lightNullable, lightObject, lightString } from '../shared/light-schema';

/**
 * GET /children/dashboard, read on the first load of the parent dashboard, as a light schema with
 * the rules of parentDashboardResponseSchema (a test holds them equal).
 */
export const parentDashboardResponseLightSchema = lightObject({
  children: lightArray(
    lightObject({
      child_id: lightInt(),
      child_name: lightString(),
      username: lightString(),
      age: lightNullable(lightInt()),
      lessons_completed: lightInt(0),
      xp_points: lightInt(0),
      last_activity: lightNullable(lightString()),
    }),
  ),
  total_lessons_available: lightInt(0),
});
