import { readStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

/** True when an access token is stored (whether it is still valid is the API client's business). */
export function hasStoredAuthToken(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.authToken));
}
