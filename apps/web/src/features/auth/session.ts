import type { TokenResponse } from '@hadal/domain';
import { getProfile } from '@/lib/account/api';
import { clearSession, getRefreshToken, storeRoles, storeTokens } from '@/lib/api-session';
import { LoginFailed, logoutSession } from './api';

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

/** Logout: the server revokes the refresh token; the browser forgets the session either way. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  await logoutSession(refreshToken).catch(() => undefined);
  clearSession();
}
