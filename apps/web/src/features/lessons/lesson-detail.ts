// The light schema of @hadal/domain (held equal to lessonDetailSchema by a domain test): the lesson
// player's first answer, read without zod in its first load.
import { lessonDetailLightSchema, type LessonDetail } from '@hadal/domain';
import { api } from '@/lib/api-client';

/** GET /lessons/{id}: a lesson with its exercises (by id or stable id). */
export async function getLesson(id: string): Promise<LessonDetail> {
  return lessonDetailLightSchema.parse(
    await api.get(`/lessons/${encodeURIComponent(id)}`),
    'answer of GET /lessons/{id}',
  );
}
