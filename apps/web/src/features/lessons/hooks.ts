import type { LessonFeedbackInput, LessonListItem, ProgressUpdate, StatefulProgressEntry } from '@hadal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, type CurrentUser } from '@/lib/account/api';
import { lessonQuery } from './lesson-detail';
import { lessonsKeys } from './lesson-list';
import { todayKey } from './daily-goal';

export { useLessons, useStatefulProgress } from './lesson-list';

// The lesson's writes (their answers parsed with zod, and how an answer updates the cached
// progress and locks) load when first made, not with the player.
const loadApi = () => import('./api');

export function useLesson(id: string) {
  return useQuery(lessonQuery(id));
}

/**
 * Saves a lesson's progress. The answer carries the learner's XP total and streak and the lesson's
 * new progress: they are written into the cached learner and lesson states, so the dashboard shows
 * them without fetching again. Saves of one lesson run one after another, in the order they were made.
 */
export function useSaveProgress(stableId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProgressUpdate) => (await loadApi()).updateProgress(stableId, body),
    scope: { id: `lesson-progress:${stableId}` },
    onSuccess: async (answer) => {
      const { withSavedProgress, withSavedTotals } = await loadApi();
      client.setQueryData<CurrentUser>(accountKeys.me, (me) => me && withSavedTotals(me, answer));
      const lessons = client.getQueryData<LessonListItem[]>(lessonsKeys.list);
      client.setQueryData<StatefulProgressEntry[]>(
        lessonsKeys.stateful,
        (entries) => entries && withSavedProgress(entries, answer, lessons),
      );
      // XP granted moves today's goal: asked again when next shown.
      if (answer.xp_granted > 0) void client.invalidateQueries({ queryKey: todayKey });
    },
  });
}

export function useLessonFeedback(lessonId: string) {
  return useMutation({
    mutationFn: async (body: LessonFeedbackInput) => (await loadApi()).sendLessonFeedback(lessonId, body),
  });
}
