import type { ProfileResponse } from '@hadal/domain';
import { BookOpenCheck, Flame, Star } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';

function Avatar({ name, picture }: { name: string; picture: string | null }) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (picture && !broken) {
    return (
      <img
        src={picture}
        alt=""
        onError={() => setBroken(true)}
        className="size-20 shrink-0 rounded-full object-cover ring-4 ring-sun-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-ocean-600 font-display text-4xl font-bold text-white ring-4 ring-sun-200"
    >
      {initial}
    </span>
  );
}

const STATS = [
  { key: 'streak_days', label: 'Day Streak', icon: Flame, tint: 'text-clay-600' },
  { key: 'lessons_completed', label: 'Lessons Completed', icon: BookOpenCheck, tint: 'text-ocean-600' },
  { key: 'xp_points', label: 'XP Earned', icon: Star, tint: 'text-sun-700' },
] as const;

/** Avatar (picture or first letter), name, email (a child: username), and the three stats (spec 02 §2). */
export function ProfileSummary({ profile, childView }: { profile: ProfileResponse; childView: boolean }) {
  return (
    <Card as="section" aria-labelledby="profile-name" padding="lg">
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar name={profile.username} picture={profile.profile_picture} />
        <div className="min-w-0">
          <h1 id="profile-name" className="font-display text-3xl font-bold break-words text-ink-900">
            {profile.username}
          </h1>
          {childView || !profile.email ? (
            <p className="mt-1 text-ink-700">
              Username: <span className="font-semibold text-ink-900">{profile.username}</span>
            </p>
          ) : (
            <p className="mt-1 break-all text-ink-700">{profile.email}</p>
          )}
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
        {STATS.map(({ key, label, icon: Icon, tint }) => (
          <div
            key={key}
            className="flex flex-col items-center rounded-control bg-sand-50 px-2 py-4 text-center ring-1 ring-sand-200"
          >
            <Icon aria-hidden="true" className={`size-6 ${tint}`} />
            <dt className="order-last text-xs font-semibold text-ink-700 sm:text-sm">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold text-ink-900 sm:text-3xl">{profile[key]}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
