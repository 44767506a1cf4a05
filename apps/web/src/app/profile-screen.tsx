import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import type { AdminMfaRequiredState } from './guards/admin-mfa-redirect';
import { EmailPreferencesCard } from '@/features/emails/email-preferences-card';
import { MfaSettings, useMfaStatus } from '@/features/mfa/routes';
import { isChildView } from '@/features/profile/child-view';
import { ProfilePage } from '@/features/profile/routes';
import { useProfile } from '@/lib/account/hooks';

/**
 * /profile: the profile feature's page with the sections other features own: email preferences,
 * and two-factor authentication in the Security section (its status makes the password change ask
 * for a code). A child never sees them (the page leaves them out), and never asks for the status.
 */
export function ProfileScreen() {
  const profile = useProfile();
  const adult = profile.data !== undefined && !isChildView(profile.data.is_child);
  const mfa = useMfaStatus(adult);
  // Sent here by an admin or support call that needs two-factor authentication first.
  const required = (useLocation().state as Partial<AdminMfaRequiredState> | null)?.adminMfaRequired;
  const showRequired = required !== undefined && mfa.data?.is_enabled !== true;
  useEffect(() => {
    if (showRequired) document.getElementById('security-title')?.scrollIntoView?.({ block: 'start' });
  }, [showRequired]);
  return (
    <ProfilePage
      emailPreferences={<EmailPreferencesCard />}
      security={
        <>
          {showRequired ? (
            <Alert tone="warning" title="Set up two-factor authentication" className="mb-4">
              {required}
            </Alert>
          ) : null}
          <MfaSettings />
        </>
      }
      mfaEnabled={mfa.data?.is_enabled === true}
    />
  );
}
