import { todayProgressLightSchema, type TodayProgress } from '@hadal/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /profile/today: today's lesson XP against the daily goal (docs/learning.md, "Daily goal"). */
export const todayKey = ['profile', 'today'] as const;

export async function getToday(): Promise<TodayProgress> {
  return todayProgressLightSchema.parse(await api.get('/profile/today'));
}

const todayQuery = queryOptions({ queryKey: todayKey, queryFn: getToday, retry: false });

export function useToday() {
  return useQuery(todayQuery);
}

export function prefetchToday(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(todayQuery);
}
