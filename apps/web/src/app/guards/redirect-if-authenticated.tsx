import { Navigate, Outlet } from 'react-router';
import { hasStoredAuthToken } from '@/lib/auth-token';

/** Layout route for the landing page: a visitor who already holds an auth token goes to /dashboard. */
export function RedirectIfAuthenticated({ to = '/dashboard' }: { to?: string }) {
  if (hasStoredAuthToken()) return <Navigate to={to} replace />;
  return <Outlet />;
}
