import { lazy, Suspense, useState } from 'react';
import { PROFILE_TRIGGER_CLASS, ProfileTriggerContent } from './profile-menu-links';

const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(() => loadProfileMenu().then((module) => ({ default: module.ProfileMenu })));

/**
 * The Profile menu's button, without the menu (Radix dropdown) until it is first pressed: then the
 * menu loads and mounts open. Hovering or focusing the button starts loading it early.
 */
export function ProfileMenuLauncher() {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={PROFILE_TRIGGER_CLASS}
      onPointerEnter={() => void loadProfileMenu()}
      onFocus={() => void loadProfileMenu()}
      onClick={() => setWanted(true)}
    >
      <ProfileTriggerContent />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu defaultOpen />
    </Suspense>
  );
}
