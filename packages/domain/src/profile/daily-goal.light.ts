import { lightBoolean, lightInt, lightObject, lightString } from '../shared/light-schema';

/** GET /profile/today, read on the dashboard's first load: the rules of todayProgressSchema (a test holds them equal). */
export const todayProgressLightSchema = lightObject({
  day: lightString(),
  xp_today: lightInt(0),
  daily_goal_minutes: lightInt(),
  daily_goal_xp: lightInt(),
  goal_met: lightBoolean(),
});
