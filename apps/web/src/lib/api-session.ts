import type { ProfileResponse } from '@hadal/domain';
import { readStorage, removeStorage, writeStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The stored session: tokens and the role flags derived from the profile (spec 01 §6). */
export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken);
}

export function getRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

export function storeTokens(accessToken: string, refreshToken?: string | null): void {
  writeStorage(STORAGE_KEYS.authToken, accessToken);
  if (refreshToken) writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
}

export type RoleFlags = Pick<ProfileResponse, 'is_child' | 'is_parent' | 'is_admin'>;

/** Roles stored locally: userType (child or parent), isParent, isAdmin. */
export function storeRoles(flags: RoleFlags): void {
  writeStorage(STORAGE_KEYS.userType, flags.is_child ? 'child' : 'parent');
  writeStorage(STORAGE_KEYS.isParent, String(flags.is_parent));
  writeStorage(STORAGE_KEYS.isAdmin, String(flags.is_admin));
}

/** Removes the tokens and everything derived from them (role flags, child view). */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.userType,
    STORAGE_KEYS.isParent,
    STORAGE_KEYS.isAdmin,
    STORAGE_KEYS.parentAuthToken,
    STORAGE_KEYS.parentUserType,
    STORAGE_KEYS.parentRefreshToken,
    STORAGE_KEYS.impersonatingChild,
    STORAGE_KEYS.impersonatingChildName,
    STORAGE_KEYS.impersonatingChildId,
    STORAGE_KEYS.selectedChildId,
  ]) {
    removeStorage(key);
  }
}
