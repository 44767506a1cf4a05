import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { setSessionEndedHandler } from '@/lib/api-client';
import { prefetchProfile, useProfile } from '@/lib/account/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { readStorage } from '@/lib/local-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { CheckingPermissions } from '@/features/auth/components/checking-permissions';
import { VerificationDialogOnDemand } from '@/features/auth/components/verification-dialog-on-demand';
import { AdminMfaRedirect } from './admin-mfa-redirect';
import { storedRoleView } from '@/features/auth/lib/nav-items';

// Screens of rare cases (a disabled account, a child on an adult screen): loaded when shown.
const AccountDisabled = lazy(() =>
  import('@/features/auth/components/account-disabled').then((m) => ({ default: m.AccountDisabled })),
);
const ChildBlocked = lazy(() => import('./child-blocked').then((m) => ({ default: m.ChildBlocked })));

/**
 * The guard's first data (the route table's `firstData`): its profile call, started before it shows. A
 * session that ends meanwhile (refused refresh) is only cleared: once the opening screen is over the
 * guard finds no token and sends the visitor to /login, instead of a reload of the page.
 */
export function prefetchGuard(queryClient: QueryClient): Promise<void> {
  setSessionEndedHandler(() => undefined);
  return prefetchProfile(queryClient);
}

/** Where unauthenticated visitors of a protected screen are sent. */
export const LOGIN_PATH = '/login';

/** Which rule of the route table (spec 02 §2) a protected path falls under. */
export function routeArea(pathname: string): 'admin' | 'parent' | 'adult' | 'user' {
  if (/^\/(admin|support)(\/|$)/.test(pathname)) return 'admin';
  if (/^\/parent-dashboard(\/|$)/.test(pathname)) return 'parent';
  if (/^\/(dynamic-lessons|interactive-lesson)(\/|$)/.test(pathname)) return 'adult';
  return 'user';
}

/**
 * Layout route guarding protected screens: without an authToken the visitor goes to /login (the
 * attempted location travels as `from`); with one, the profile decides: 'Account Disabled' for a
 * disabled account, admins only on /admin and /support ('Checking permissions...' meanwhile),
 * parents only on /parent-dashboard, no child account and no child view on the dynamic and
 * interactive lessons. A failed profile fetch still shows the content.
 */
export function RequireAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = hasStoredAuthToken();

  // A failed refresh ends the session: go to /login inside the app instead of reloading it.
  useEffect(() => {
    setSessionEndedHandler(() => navigate(LOGIN_PATH, { replace: true }));
  }, [navigate]);

  if (!signedIn) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  return (
    <>
      <AccountGate pathname={location.pathname} />
      <VerificationDialogOnDemand />
      <AdminMfaRedirect />
    </>
  );
}

function AccountGate({ pathname }: { pathname: string }) {
  const profile = useProfile();
  const area = routeArea(pathname);
  const data = profile.data;

  if (data?.account_status === 'disabled')
    return (
      <Suspense fallback={null}>
        <AccountDisabled />
      </Suspense>
    );
  if (area === 'admin') {
    if (profile.isPending) return <CheckingPermissions />;
    if (!data?.is_admin) return <Navigate to="/dashboard" replace />;
  }
  // A parent viewing as a child goes to the child's dashboard (spec 01 §2: /dashboard?child={child_id}).
  if ((area === 'parent' || area === 'adult') && storedRoleView().childView) {
    const childId = readStorage(STORAGE_KEYS.impersonatingChildId);
    return <Navigate to={childId ? `/dashboard?child=${encodeURIComponent(childId)}` : '/dashboard'} replace />;
  }
  if (area === 'parent') {
    if (profile.isPending) return <CheckingPermissions />;
    if (!data?.is_parent || data.is_child) return <Navigate to="/dashboard" replace />;
  }
  if (area === 'adult') {
    // Dynamic and interactive lessons: blocked for child accounts, with the spec's message, then /dashboard (spec 02 §2).
    if (profile.isPending) return <CheckingPermissions />;
    if (data?.is_child)
      return (
        <Suspense fallback={null}>
          <ChildBlocked />
        </Suspense>
      );
  }
  return <Outlet />;
}
