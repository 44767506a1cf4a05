import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { profileMenuItems } from '@/features/auth/lib/nav-items';
import { PROFILE_TRIGGER_CLASS, ProfileTriggerContent, useLogout } from './profile-menu-links';

export { ProfileMenuLinks } from './profile-menu-links';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-control px-3 text-sm font-semibold text-ink-700 outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:text-ink-900';

/**
 * The header's Profile menu (desktop): My Profile, Parent Dashboard, Admin Dashboard by role, and Logout.
 * `defaultOpen`: mounted by the first press of the button that stood in for it (ProfileMenuLauncher).
 */
export function ProfileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const onLogout = useLogout();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={PROFILE_TRIGGER_CLASS}>
        <ProfileTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-card border border-sand-200 bg-white p-1.5 shadow-raised"
        >
          {profileMenuItems().map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={itemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void onLogout()}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
