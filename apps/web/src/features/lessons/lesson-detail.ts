// The light schema of @hadal/domain (held equal to lessonDetailSchema by a domain test): the lesson
// player's first answer, read without zod in its first load.
import { lessonDetailLightSchema, type LessonDetail } from '@hadal/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lessonsKeys } from './lesson-list';

/** GET /lessons/{id}: a lesson with its exercises (by id or stable id). */
export async function getLesson(id: string): Promise<LessonDetail> {
  return lessonDetailLightSchema.parse(
    await api.get(`/lessons/${encodeURIComponent(id)}`),
    'answer of GET /lessons/{id}',
  );
}

/** The query of one lesson, shared by the player's hook and the start-up prefetch. */
export function lessonQuery(id: string) {
  return queryOptions({
    queryKey: lessonsKeys.detail(id),
    queryFn: () => getLesson(id),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
