import { detailLightSchema, type TokenResponse } from '@hadal/domain';
import { getProfile } from '@/lib/account/api';
import { api } from '@/lib/api-client';
import { clearSession, getRefreshToken, storeRoles, storeTokens } from '@/lib/api-session';
import { readStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { LoginFailed } from './login-failed';

/** Stores the pair, reads the profile for the role flags, and says where to go (spec 01 §2 Login). */
export async function completeLogin(answer: TokenResponse): Promise<string> {
  if (!('access_token' in answer) || !answer.access_token) throw new LoginFailed('Login failed');
  storeTokens(answer.access_token, answer.refresh_token);
  try {
    const profile = await getProfile();
    storeRoles(profile);
    return profile.is_admin ? '/admin' : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/**
 * POST /auth/logout. Its answer is read with a light domain schema (held equal to detailSchema by a
 * domain test): the header's menu, on every signed-in page, then needs no zod.
 */
export async function logoutSession(refreshToken: string | null) {
  return detailLightSchema.parse(
    await api.post('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {}),
    'answer of POST /auth/logout',
  );
}

/**
 * Logout: the server ends the session of the refresh token and of the bearer token; the browser
 * forgets the session either way. Viewing as a child, the parent's stashed refresh token is the one
 * sent: the parent's session ends, and with it the child view opened from it (the bearer's).
 */
export async function logout(): Promise<void> {
  const refreshToken = readStorage(STORAGE_KEYS.parentRefreshToken) || getRefreshToken();
  await logoutSession(refreshToken).catch(() => undefined);
  clearSession();
}
