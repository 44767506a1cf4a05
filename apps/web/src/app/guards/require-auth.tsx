import { Navigate, Outlet, useLocation } from 'react-router';
import { hasStoredAuthToken } from '../../lib/auth-token';

/** Where unauthenticated visitors of a protected screen are sent. */
export const LOGIN_PATH = '/login';

/**
 * Layout route guarding protected screens: without an authToken in localStorage the visitor
 * is sent to /login (the attempted location is passed in the navigation state as `from`).
 */
export function RequireAuth() {
  const location = useLocation();
  if (!hasStoredAuthToken()) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
