import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { AchievementsCard } from './components/achievements-card';
import { ChangePasswordCard } from './components/change-password-card';
import { DangerZoneCard } from './components/danger-zone-card';
import { ProfileSummary } from './components/profile-summary';
import { SecurityCard } from './components/security-card';
import { SettingsCard } from './components/settings-card';
import { isChildView } from './child-view';
import { useProfileDetails } from './use-profile';

export const PROFILE_LOAD_FAILED = 'Failed to load your profile. Some details may be missing.';

export interface ProfilePageProps {
  /** The email preferences section (the emails feature), shown to adults only. */
  emailPreferences?: ReactNode;
  /** What fills the Security section (two-factor authentication), shown to adults only. */
  security?: ReactNode;
  /** Two-factor authentication is on: the password change asks for a code. */
  mfaEnabled?: boolean;
}

/**
 * /profile (spec 02 §2 Profile, §6): avatar, name, email, three stats, four achievements, settings
 * and password change; adults also see email preferences, security and the danger zone. A child
 * (or a parent viewing as one) sees its username instead of the email and none of those three.
 * The app composes the sections other features provide (app/profile-screen.tsx).
 */
export function ProfilePage({ emailPreferences, security, mfaEnabled = false }: ProfilePageProps) {
  const profile = useProfileDetails();
  const childView = isChildView(profile.data?.is_child);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {profile.isPending ? (
        <div role="status" aria-label="Loading your profile" className="h-56 animate-pulse rounded-card bg-sand-100" />
      ) : profile.isError ? (
        <>
          <h1 className="font-display text-3xl font-bold text-ink-900">My Profile</h1>
          <Alert tone="danger">{PROFILE_LOAD_FAILED}</Alert>
        </>
      ) : (
        <>
          <ProfileSummary profile={profile.data} childView={childView} />
          {!childView && (profile.data.is_voice_contributor || profile.data.is_admin) ? (
            <Card className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-ink-700">
                <span className="block font-semibold text-ink-900">Voice studio</span>
                Record course lines in your own voice for every learner.
              </p>
              <Link to="/voice-studio" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
                Open the voice studio
              </Link>
            </Card>
          ) : null}
          <AchievementsCard profile={profile.data} />
        </>
      )}
      <SettingsCard childView={childView} username={profile.data?.username ?? ''} />
      <ChangePasswordCard mfaRequired={mfaEnabled} />
      {childView ? null : (
        <>
          {emailPreferences}
          <SecurityCard>{security}</SecurityCard>
          <DangerZoneCard />
        </>
      )}
    </div>
  );
}
