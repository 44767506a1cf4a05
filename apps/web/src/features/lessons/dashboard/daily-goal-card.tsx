import { PartyPopper, Target } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useToday } from '@/features/lessons/daily-goal';

/**
 * Today's XP against the daily goal, with a small celebration once it is met. Its height is held
 * while it loads, so nothing below it moves.
 */
export function DailyGoalCard() {
  const today = useToday();
  if (today.isError) return null;
  const data = today.data;
  return (
    <section
      aria-label="Daily goal"
      className="mt-4 flex min-h-[4.5rem] items-center gap-4 rounded-card border border-sand-200 bg-white px-4 py-3 shadow-card"
      data-testid="daily-goal"
    >
      {data?.goal_met ? (
        <PartyPopper aria-hidden="true" className="size-8 shrink-0 text-sun-400 motion-safe:animate-bounce" />
      ) : (
        <Target aria-hidden="true" className="size-8 shrink-0 text-ocean-600" />
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        {data ? (
          <>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold text-ink-900">{data.goal_met ? 'Daily goal met!' : "Today's goal"}</span>
              <span className="text-ink-700">
                {data.xp_today} / {data.daily_goal_xp} XP today
              </span>
            </p>
            <ProgressBar
              value={Math.min(data.xp_today, data.daily_goal_xp)}
              max={data.daily_goal_xp}
              label="Progress toward today's goal"
              valueText={`${data.xp_today} of ${data.daily_goal_xp} XP`}
              tone={data.goal_met ? 'success' : 'sun'}
            />
          </>
        ) : (
          <p role="status" className="text-sm text-ink-700">
            Loading today's goal…
          </p>
        )}
      </div>
    </section>
  );
}
