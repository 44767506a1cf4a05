import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { QueryClientContext } from '@tanstack/react-query';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useContext } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { logout } from '@/features/auth/session';
import { profileMenuItems } from '@/features/auth/lib/nav-items';

function useLogout() {
  const navigate = useNavigate();
  // Optional: the header also renders outside the app's providers (in its own tests).
  const queryClient = useContext(QueryClientContext);
  return async () => {
    await logout();
    queryClient?.clear();
    navigate('/login', { replace: true });
  };
}

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-control px-3 text-sm font-semibold text-ink-700 outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:text-ink-900';

/** The header's Profile menu (desktop): My Profile, Parent Dashboard, Admin Dashboard by role, and Logout. */
export function ProfileMenu() {
  const onLogout = useLogout();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-10 items-center gap-1.5 rounded-control px-3 font-semibold text-ink-700 hover:bg-sand-100 hover:text-ink-900">
        <UserRound aria-hidden="true" className="size-5" />
        Profile
        <ChevronDown aria-hidden="true" className="size-4" />
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

/** The same entries as plain links for the mobile menu. */
export function ProfileMenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const onLogout = useLogout();
  const link =
    'inline-flex min-h-11 w-full items-center rounded-control px-3 font-semibold text-ink-700 hover:bg-sand-100 hover:text-ink-900';
  return (
    <>
      {profileMenuItems().map((item) => (
        <li key={`menu-${item.to}`}>
          <Link to={item.to} className={link} onClick={onNavigate}>
            {item.label}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={cn(link, 'gap-2')} onClick={() => void onLogout()}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </li>
    </>
  );
}
