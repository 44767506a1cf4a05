import { todayProgressLightSchema, type TodayProgress } from '@hadal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /profile/today: today's lesson XP against the daily goal (docs/learning.md, "Daily goal"). */
export const todayKey = ['profile', 'today'] as const;

export async function getToday(): Promise<TodayProgress> {
  return todayProgressLightSchema.parse(await api.get('/profile/today'));
}

export const todayQuery = queryOptions({ queryKey: todayKey, queryFn: getToday, retry: false });

export function useToday() {
  return useQuery(todayQuery);
}
