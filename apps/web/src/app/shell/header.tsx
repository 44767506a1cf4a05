import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { buttonStyles } from '@/components/ui/button-styles';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { cn } from '@/lib/cn';
import { signedInNavItems } from '@/features/auth/lib/nav-items';
import { useWideScreen } from './use-wide-screen';

// The Profile menu's entries are only needed by signed-in visitors: loaded on demand, so public pages keep a
// small initial bundle (the desktop menu itself loads when its button is first pressed).
const ProfileMenuLauncher = lazy(() =>
  import('@/features/auth/components/profile-menu-launcher').then((module) => ({
    default: module.ProfileMenuLauncher,
  })),
);
const ProfileMenuLinks = lazy(() =>
  import('@/features/auth/components/profile-menu-links').then((module) => ({ default: module.ProfileMenuLinks })),
);

interface NavItem {
  to: string;
  label: string;
  /** Shown as the main call to action. */
  primary?: boolean;
}

/** Links of the header for the current visitor. Signed-in items are extended by the account screens. */
function navItems(signedIn: boolean): NavItem[] {
  if (signedIn) return signedInNavItems();
  return [
    { to: '/login', label: 'Login' },
    { to: '/register', label: 'Register', primary: true },
  ];
}

function linkClass(item: NavItem, isActive: boolean, mobile: boolean): string {
  if (item.primary) return buttonStyles({ size: mobile ? 'md' : 'sm', fullWidth: mobile });
  return cn(
    'inline-flex min-h-10 items-center rounded-control px-3 font-semibold text-ink-700 hover:bg-sand-100 hover:text-ink-900',
    mobile && 'min-h-11 w-full',
    isActive && 'text-ocean-700',
  );
}

/** Site header: logo link home, navigation, and a hamburger menu below 768 px. */
export function Header() {
  const location = useLocation();
  const signedIn = hasStoredAuthToken();
  const items = navItems(signedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  // The desktop navigation is hidden below 768 px: its Profile button (and its chunk) only above.
  const wide = useWideScreen();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu whenever the page changes.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-control" aria-label="Hadal home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-2">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => linkClass(item, isActive, false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {signedIn && wide ? (
              <li>
                <Suspense fallback={null}>
                  <ProfileMenuLauncher />
                </Suspense>
              </li>
            ) : null}
          </ul>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-control text-ink-900 hover:bg-sand-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-sand-200 bg-sand-50 px-4 pt-2 pb-4 shadow-card md:hidden"
      >
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => linkClass(item, isActive, true)}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {signedIn && menuOpen ? (
            <Suspense fallback={null}>
              <ProfileMenuLinks onNavigate={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
