import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_MFA_REQUIRED_EVENT } from '@/lib/api-client';

/** What the profile screen receives when an admin or support call sent the administrator there. */
export interface AdminMfaRequiredState {
  adminMfaRequired: string;
}

/**
 * An administrator without two-factor authentication whose admin or support call answered 403
 * (x-error-code ADMIN_MFA_REQUIRED) is taken to the two-factor setup in the profile's Security
 * section, with the server's message.
 */
export function AdminMfaRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const onEvent = (event: Event) => {
      const state: AdminMfaRequiredState = { adminMfaRequired: (event as CustomEvent<string>).detail };
      navigate('/profile', { state });
    };
    window.addEventListener(ADMIN_MFA_REQUIRED_EVENT, onEvent);
    return () => window.removeEventListener(ADMIN_MFA_REQUIRED_EVENT, onEvent);
  }, [navigate]);
  return null;
}
