import { achievementsFor, type AchievementId, type ProfileResponse } from '@hadal/domain';
import { Award, BookOpenCheck, Flame, Lock, Sparkles, Target } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const ICONS: Record<AchievementId, typeof Award> = {
  first_lesson: BookOpenCheck,
  three_day_streak: Flame,
  perfect_lesson: Target,
  xp_collector: Sparkles,
};

/** The four achievements with their rules (spec 02 §9). */
export function AchievementsCard({ profile }: { profile: ProfileResponse }) {
  const achievements = achievementsFor({
    lessonsCompleted: profile.lessons_completed,
    perfectLessons: profile.perfect_lessons,
    streakDays: profile.streak_days,
    xpPoints: profile.xp_points,
  });
  return (
    <Card as="section" aria-labelledby="achievements-title">
      <h2 id="achievements-title" className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900">
        <Award aria-hidden="true" className="size-5 text-sun-700" />
        Achievements
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {achievements.map((a) => {
          const Icon = a.earned ? ICONS[a.id] : Lock;
          return (
            <li
              key={a.id}
              className={cn(
                'flex items-start gap-3 rounded-control p-3 ring-1',
                a.earned ? 'bg-sun-50 ring-sun-300' : 'bg-sand-50 ring-sand-200',
              )}
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  a.earned ? 'bg-sun-300 text-ink-900' : 'bg-sand-200 text-ink-500',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-ink-900">{a.title}</h3>
                  <Badge tone={a.earned ? 'success' : 'neutral'}>{a.earned ? 'Earned' : 'Not yet'}</Badge>
                </div>
                <p className="mt-0.5 text-sm text-ink-700">{a.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
