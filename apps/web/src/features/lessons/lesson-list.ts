// The light schemas of @hadal/domain (held equal to the zod ones by a domain test): the
// dashboard's first answers, read without zod in its first load.
import {
  LESSONS_LIST_LIMIT,
  lessonListResponseLightSchema,
  statefulProgressResponseLightSchema,
  type LessonListItem,
  type StatefulProgressEntry,
} from '@hadal/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The query keys of the lesson screens. */
export const lessonsKeys = {
  list: ['lessons', 'list'] as const,
  stateful: ['lessons', 'progress', 'stateful'] as const,
  detail: (id: string) => ['lessons', 'detail', id] as const,
};

/** GET /lessons?limit=…: every lesson of the active bundle. */
export async function getLessons(): Promise<LessonListItem[]> {
  return lessonListResponseLightSchema.parse(await api.get('/lessons', { query: { limit: LESSONS_LIST_LIMIT } }));
}

/** GET /lessons/progress/stateful: every lesson's progress, state and lock. */
export async function getStatefulProgress(): Promise<StatefulProgressEntry[]> {
  return statefulProgressResponseLightSchema.parse(await api.get('/lessons/progress/stateful'));
}

const lessonsQuery = queryOptions({ queryKey: lessonsKeys.list, queryFn: getLessons });
const statefulProgressQuery = queryOptions({
  queryKey: lessonsKeys.stateful,
  queryFn: getStatefulProgress,
  retry: false,
});

export function useLessons() {
  return useQuery(lessonsQuery);
}

export function useStatefulProgress() {
  return useQuery(statefulProgressQuery);
}

/** Starts the dashboard's lesson calls (the list and every lesson's progress) into the cache. */
export function prefetchLessonList(queryClient: QueryClient): Promise<void[]> {
  return Promise.all([queryClient.prefetchQuery(lessonsQuery), queryClient.prefetchQuery(statefulProgressQuery)]);
}

/** Starts the learner's lesson states and locks into the cache (the lesson player's lock). */
export function prefetchStatefulProgress(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(statefulProgressQuery);
}
