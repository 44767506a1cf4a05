import {
  lightBoolean,
  lightEnum,
  lightInt,
  lightNullable,
  lightNullish,
  lightObject,
  lightString,
} from '../shared/light-schema';

/**
 * The first answers every signed-in page reads (GET /auth/profile, GET /auth/me) as light schemas:
 * the rules of profileResponseSchema and currentUserResponseSchema (a test holds them equal),
 * without zod in the first load of the signed-in pages.
 */

export const profileResponseLightSchema = lightObject({
  id: lightInt(),
  username: lightString(),
  email: lightNullable(lightString()),
  profile_picture: lightNullable(lightString()),
  streak_days: lightInt(),
  xp_points: lightInt(),
  lessons_completed: lightInt(),
  perfect_lessons: lightInt(),
  is_child: lightBoolean(),
  is_parent: lightBoolean(),
  is_admin: lightBoolean(),
  account_status: lightEnum(['active', 'disabled']),
  email_verified: lightBoolean(),
});

/** GET /auth/me as the browser reads it (currentUserResponseSchema): streak_days may be missing. */
export const currentUserResponseLightSchema = lightObject({
  id: lightInt(),
  username: lightString(),
  email: lightNullable(lightString()),
  is_admin: lightBoolean(),
  is_parent: lightBoolean(),
  is_child: lightBoolean(),
  streak_days: lightNullish(lightInt()),
  xp_points: lightInt(),
});

/** A plain answer ({ detail }), as detailSchema: the answer of POST /auth/logout, sent from every signed-in page's menu. */
export const detailLightSchema = lightObject({ detail: lightString() });
