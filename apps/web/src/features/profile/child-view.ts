import { readStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** A child account, or a parent viewing the app as a child (spec 02 §6 "Child user"). */
export function isChildView(profileIsChild: boolean | undefined): boolean {
  return (
    profileIsChild === true ||
    readStorage(STORAGE_KEYS.userType) === 'child' ||
    readStorage(STORAGE_KEYS.impersonatingChild) === 'true'
  );
}
