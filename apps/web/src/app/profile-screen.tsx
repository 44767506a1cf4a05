import { EmailPreferencesCard } from '@/features/emails/email-preferences-card';
import { ProfilePage } from '@/features/profile/routes';

/**
 * /profile: the profile feature's page with the sections other features own. Two-factor
 * authentication fills the Security section here (`security={<MfaSettings />}`, and `mfaEnabled`
 * from its status) when that feature exists.
 */
export function ProfileScreen() {
  return <ProfilePage emailPreferences={<EmailPreferencesCard />} />;
}
