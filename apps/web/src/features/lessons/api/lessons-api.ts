import type {
  LessonDetail,
  LessonListItem,
  ProgressUpdateResponse,
  StatefulProgressEntry,
  LessonFeedbackInput,
} from '@hadal/domain';
import { LESSONS_LIST_LIMIT } from '@hadal/domain';
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http';

export interface CurrentUser {
  username: string;
  is_admin: boolean;
  streak_days?: number | null;
}

export const lessonsKeys = {
  me: ['auth', 'me'] as const,
  list: ['lessons', 'list'] as const,
  stateful: ['lessons', 'progress', 'stateful'] as const,
  detail: (id: string) => ['lessons', 'detail', id] as const,
};

export const getMe = () => apiRequest<CurrentUser>('GET', '/auth/me');
export const getLessons = () => apiRequest<LessonListItem[]>('GET', `/lessons?limit=${LESSONS_LIST_LIMIT}`);
export const getStatefulProgress = () => apiRequest<StatefulProgressEntry[]>('GET', '/lessons/progress/stateful');
export const getLesson = (id: string) => apiRequest<LessonDetail>('GET', `/lessons/${encodeURIComponent(id)}`);

export interface ProgressUpdateBody {
  progress_percentage: number;
  completed?: boolean;
  skipped?: boolean;
  xp_earned?: number;
  attempt_id?: string;
}

export const updateProgress = (stableId: string, body: ProgressUpdateBody) =>
  apiRequest<ProgressUpdateResponse>('PUT', `/lessons/progress/${encodeURIComponent(stableId)}`, body);

export const sendLessonFeedback = (id: string, body: LessonFeedbackInput) =>
  apiRequest<{ id: number; message: string }>('POST', `/lessons/${encodeURIComponent(id)}/feedback`, body);

export function useMe() {
  return useQuery({ queryKey: lessonsKeys.me, queryFn: getMe, retry: false });
}

export function useLessons() {
  return useQuery({ queryKey: lessonsKeys.list, queryFn: getLessons });
}

export function useStatefulProgress() {
  return useQuery({ queryKey: lessonsKeys.stateful, queryFn: getStatefulProgress, retry: false });
}

export function useLesson(id: string) {
  return useQuery({
    queryKey: lessonsKeys.detail(id),
    queryFn: () => getLesson(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Progress updates refresh the dashboard's lesson states and the streak. */
export function useInvalidateProgress() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: lessonsKeys.stateful });
    void client.invalidateQueries({ queryKey: lessonsKeys.me });
  }, [client]);
}

export function useLessonFeedback(lessonId: string) {
  return useMutation({ mutationFn: (body: LessonFeedbackInput) => sendLessonFeedback(lessonId, body) });
}
