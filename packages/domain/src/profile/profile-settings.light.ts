import { lightBoolean, lightNumberOf, lightObject } from '../shared/light-schema';
import { DAILY_GOAL_OPTIONS_MIN } from './daily-goal-options';

/** GET /profile/settings, read by the lesson player as a lesson opens: the rules of profileSettingsSchema (a test holds them equal). */
export const profileSettingsLightSchema = lightObject({
  daily_goal_minutes: lightNumberOf(DAILY_GOAL_OPTIONS_MIN),
  notifications_enabled: lightBoolean(),
  autoplay_audio: lightBoolean(),
});
