// The light schemas of @hadal/domain (held equal to the zod ones by a domain test): these two
// answers are read on the first load of every signed-in page, which then needs no zod.
import {
  currentUserResponseLightSchema,
  profileResponseLightSchema,
  profileSettingsLightSchema,
  type CurrentUserResponse,
  type ProfileResponse,
  type ProfileSettings,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/**
 * The signed-in account (GET /auth/me and GET /auth/profile), which every signed-in screen reads:
 * shared code, so that no feature has to import another to know who is signed in.
 */

/** The query keys of the signed-in account. */
export const accountKeys = {
  me: ['auth', 'me'] as const,
  profile: ['auth', 'profile'] as const,
  settings: ['profile', 'settings'] as const,
};

/**
 * GET /auth/me as the browser reads it (currentUserResponseSchema): the displayed streak falls back
 * to the locally kept one when the server sends none (spec 01 §4), so a missing streak_days is accepted.
 */
export type CurrentUser = CurrentUserResponse;

/** GET /auth/me: the signed-in learner (name, role, streak, XP); counts as a visit for the streak. */
export async function getMe(): Promise<CurrentUser> {
  return currentUserResponseLightSchema.parse(await api.get('/auth/me'));
}

/** GET /auth/profile: role flags and account status (answered for a disabled account too). */
export async function getProfile(): Promise<ProfileResponse> {
  return profileResponseLightSchema.parse(await api.get('/auth/profile'));
}

/** GET /profile/settings: the profile's form and the lesson player (whether listening audio plays on arrival) read it. */
export async function getSettings(): Promise<ProfileSettings> {
  return profileSettingsLightSchema.parse(await api.get('/profile/settings'));
}
