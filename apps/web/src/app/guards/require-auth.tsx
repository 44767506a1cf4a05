import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { setSessionEndedHandler } from '@/lib/api-client';
import { useProfile } from '@/lib/account/hooks';
import { AccountDisabled, CheckingPermissions } from '@/features/auth/components/account-disabled';
import { EmailVerificationDialog } from '@/features/auth/components/verification-dialog';
import { storedRoleView } from '@/features/auth/lib/nav-items';

/** Where unauthenticated visitors of a protected screen are sent. */
export const LOGIN_PATH = '/login';

/** Which rule of the route table (spec 02 §2) a protected path falls under. */
export function routeArea(pathname: string): 'admin' | 'parent' | 'user' {
  if (/^\/(admin|support)(\/|$)/.test(pathname)) return 'admin';
  if (/^\/parent-dashboard(\/|$)/.test(pathname)) return 'parent';
  return 'user';
}

/**
 * Layout route guarding protected screens: without an authToken the visitor goes to /login (the
 * attempted location travels as `from`); with one, the profile decides: 'Account Disabled' for a
 * disabled account, admins only on /admin and /support ('Checking permissions...' meanwhile),
 * parents only on /parent-dashboard. A failed profile fetch still shows the content.
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
      <EmailVerificationDialog />
    </>
  );
}

function AccountGate({ pathname }: { pathname: string }) {
  const profile = useProfile();
  const area = routeArea(pathname);
  const data = profile.data;

  if (data?.account_status === 'disabled') return <AccountDisabled />;
  if (area === 'admin') {
    if (profile.isPending) return <CheckingPermissions />;
    if (!data?.is_admin) return <Navigate to="/dashboard" replace />;
  }
  if (area === 'parent') {
    if (profile.isPending) return <CheckingPermissions />;
    if (!data?.is_parent || data.is_child || storedRoleView().childView) return <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}
