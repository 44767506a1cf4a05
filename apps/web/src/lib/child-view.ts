import { api } from './api-client';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './api-session';
import { readStorage, removeStorage, writeStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Viewing the app as a child (spec 01 §4 Child impersonation): the parent's token and user type are
 * stashed (parentAuthToken, parentUserType, with the parent's refresh token), the child's token pair
 * takes their place, and impersonatingChild, impersonatingChildName and impersonatingChildId are set.
 * 'Return to Parent' restores the saved parent token and user type.
 */

export interface ChildViewSession {
  access_token: string;
  refresh_token: string;
  child_id: number;
  child_name: string;
}

export interface ChildView {
  childId: string;
  childName: string;
}

const IMPERSONATION_KEYS = [
  STORAGE_KEYS.impersonatingChild,
  STORAGE_KEYS.impersonatingChildName,
  STORAGE_KEYS.impersonatingChildId,
  STORAGE_KEYS.parentAuthToken,
  STORAGE_KEYS.parentUserType,
  STORAGE_KEYS.parentRefreshToken,
  STORAGE_KEYS.selectedChildId,
];

/** The child being viewed, or null when the parent is not viewing as a child. */
export function currentChildView(): ChildView | null {
  if (readStorage(STORAGE_KEYS.impersonatingChild) !== 'true') return null;
  return {
    childId: readStorage(STORAGE_KEYS.impersonatingChildId) ?? '',
    childName: readStorage(STORAGE_KEYS.impersonatingChildName) ?? '',
  };
}

/** Stashes the parent's session and switches to the child-scoped one. */
export function enterChildView(session: ChildViewSession): void {
  // Entering twice keeps the parent's own session stashed, never a child's.
  if (!currentChildView()) {
    writeStorage(STORAGE_KEYS.parentAuthToken, getAccessToken() ?? '');
    writeStorage(STORAGE_KEYS.parentUserType, readStorage(STORAGE_KEYS.userType) ?? 'parent');
    writeStorage(STORAGE_KEYS.parentRefreshToken, getRefreshToken() ?? '');
  }
  storeTokens(session.access_token, session.refresh_token);
  writeStorage(STORAGE_KEYS.userType, 'child');
  writeStorage(STORAGE_KEYS.impersonatingChild, 'true');
  writeStorage(STORAGE_KEYS.impersonatingChildName, session.child_name);
  writeStorage(STORAGE_KEYS.impersonatingChildId, String(session.child_id));
  writeStorage(STORAGE_KEYS.selectedChildId, String(session.child_id));
}

/**
 * Ends the child-view session on the server (its refresh token is revoked), restores the saved
 * parent token, refresh token and user type, and clears the impersonation keys. Answers where to go
 * next: the parent dashboard, or /login when no parent session was saved.
 */
export async function leaveChildView(): Promise<'/parent-dashboard' | '/login'> {
  const childRefreshToken = getRefreshToken();
  const parentToken = readStorage(STORAGE_KEYS.parentAuthToken);
  const parentRefreshToken = readStorage(STORAGE_KEYS.parentRefreshToken);
  const parentUserType = readStorage(STORAGE_KEYS.parentUserType) || 'parent';
  if (childRefreshToken) await api.post('/auth/logout', { refresh_token: childRefreshToken }).catch(() => undefined);
  for (const key of IMPERSONATION_KEYS) removeStorage(key);
  if (!parentToken) {
    clearSession();
    return '/login';
  }
  storeTokens(parentToken, parentRefreshToken);
  if (!parentRefreshToken) removeStorage(STORAGE_KEYS.refreshToken);
  writeStorage(STORAGE_KEYS.userType, parentUserType);
  // Only a parent can view as a child: the role flag comes back with the parent's session.
  writeStorage(STORAGE_KEYS.isParent, 'true');
  return '/parent-dashboard';
}
