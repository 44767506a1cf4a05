import { QueryClientContext } from '@tanstack/react-query';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useContext } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { profileMenuItems } from '@/features/auth/lib/nav-items';

export function useLogout() {
  const navigate = useNavigate();
  // Optional: the header also renders outside the app's providers (in its own tests).
  const queryClient = useContext(QueryClientContext);
  return async () => {
    // Loaded on Logout, not with the header of every signed-in page.
    const { logout } = await import('@/features/auth/session');
    await logout();
    queryClient?.clear();
    navigate('/login', { replace: true });
  };
}

/** The look of the Profile menu's button, the same before and after the menu itself has loaded. */
export const PROFILE_TRIGGER_CLASS =
  'inline-flex min-h-10 items-center gap-1.5 rounded-control px-3 font-semibold text-ink-700 hover:bg-sand-100 hover:text-ink-900';

/** What the Profile menu's button shows. */
export function ProfileTriggerContent() {
  return (
    <>
      <UserRound aria-hidden="true" className="size-5" />
      Profile
      <ChevronDown aria-hidden="true" className="size-4" />
    </>
  );
}

/** The Profile menu's entries as plain links for the mobile menu. */
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
