import {
  changePasswordResponseSchema,
  profileResponseSchema,
  profileSettingsSchema,
  resetProgressResponseSchema,
  type ProfileResponse,
  type ProfileSettings,
  type ProfileSettingsUpdate,
} from '@hadal/domain';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/lib/account/api';

/** The profile screen's calls (spec 02 §7 "Profile, password and email"), each answer parsed with the domain schema. */

/** The area's TanStack Query keys, all in one place. */
export const profileKeys = {
  /** GET /auth/profile: the same cache entry the signed-in guard reads, so both always agree. */
  profile: () => ['auth', 'profile'] as const,
  settings: () => accountKeys.settings,
};

export async function fetchProfile(): Promise<ProfileResponse> {
  return profileResponseSchema.parse(await api.get('/auth/profile'));
}

export async function saveSettings(change: ProfileSettingsUpdate): Promise<ProfileSettings> {
  return profileSettingsSchema.parse(await api.put('/profile/settings', change));
}

/** POST /auth/change-password; the API client keeps the fresh token pair it answers. */
export async function changePassword(body: { current_password: string; new_password: string; mfa_code?: string }) {
  return changePasswordResponseSchema.parse(await api.post('/auth/change-password', body));
}

export async function resetAllProgress(confirmation: string) {
  return resetProgressResponseSchema.parse(await api.post('/profile/reset-progress', { confirmation }));
}
