import { readStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export interface RoleView {
  isAdmin: boolean;
  isParent: boolean;
  /** A child account, or a parent viewing the app as a child. */
  childView: boolean;
}

/** The role flags kept in localStorage (spec 01 §6). */
export function storedRoleView(): RoleView {
  return {
    isAdmin: readStorage(STORAGE_KEYS.isAdmin) === 'true',
    isParent: readStorage(STORAGE_KEYS.isParent) === 'true',
    childView:
      readStorage(STORAGE_KEYS.userType) === 'child' || readStorage(STORAGE_KEYS.impersonatingChild) === 'true',
  };
}

/** Header links for a signed-in visitor (spec 02 §2 Application shell). */
export function signedInNavItems(view: RoleView = storedRoleView()): { to: string; label: string }[] {
  const items = [{ to: '/dashboard', label: 'Dashboard' }];
  if (!view.childView) items.push({ to: '/dynamic-lessons', label: 'Dynamic Lessons' });
  if (view.isParent && !view.childView) items.push({ to: '/parent-dashboard', label: 'Parent Dashboard' });
  if (view.isAdmin) items.push({ to: '/admin', label: 'Admin' }, { to: '/support', label: 'Support' });
  return items;
}

/** Entries of the Profile menu by role: My Profile, Parent Dashboard, Admin Dashboard (Logout is added by the menu). */
export function profileMenuItems(view: RoleView = storedRoleView()): { to: string; label: string }[] {
  const items = [{ to: '/profile', label: 'My Profile' }];
  if (view.isParent && !view.childView) items.push({ to: '/parent-dashboard', label: 'Parent Dashboard' });
  if (view.isAdmin) items.push({ to: '/admin', label: 'Admin Dashboard' });
  return items;
}
