import {
  lessonListResponseSchema,
  levelRank,
  type LessonDetail,
  type LessonFeedbackInput,
  type LessonListItem,
  type LessonListQuery,
} from '@hadal/domain';
import type { Db } from '@/db/client';
import { lessonFeedback, type UserRow } from '@/db/schema';
import { NotFound } from '@/lib/errors';
import { toListItem, type LessonCatalog } from './lesson-catalog';

export const LESSON_NOT_FOUND = 'Lesson not found';
/** Distinct list queries whose JSON is kept per bundle snapshot (query values come from outside). */
const MAX_CACHED_LIST_QUERIES = 256;

export function createLessonsService(db: Db, catalog: LessonCatalog) {
  // List items of a bundle snapshot, made once per snapshot.
  const listItems = new WeakMap<readonly LessonDetail[], LessonListItem[]>();
  const itemsOf = (lessons: readonly LessonDetail[]) => {
    let items = listItems.get(lessons);
    if (!items) {
      items = lessons.map(toListItem);
      listItems.set(lessons, items);
    }
    return items;
  };
  const filtered = (lessons: readonly LessonDetail[], query: LessonListQuery) =>
    itemsOf(lessons)
      .filter(
        (l) =>
          (!query.category_id || l.category === query.category_id) &&
          (!query.cefr_level || l.cefr_level === query.cefr_level) &&
          (!query.lesson_type || l.lesson_type === query.lesson_type),
      )
      .slice(0, query.limit);
  // The list is the same for every learner of a bundle snapshot: validate and serialise it once.
  const listJsonCache = new WeakMap<readonly LessonDetail[], Map<string, string>>();
  return {
    async list(query: LessonListQuery): Promise<LessonListItem[]> {
      const { lessons } = await catalog.activeBundle();
      return filtered(lessons, query);
    },

    /** The JSON of `list(query)`, checked against the response schema once per snapshot and query. */
    async listJson(query: LessonListQuery): Promise<string> {
      const { lessons } = await catalog.activeBundle();
      let byQuery = listJsonCache.get(lessons);
      if (!byQuery) {
        byQuery = new Map();
        listJsonCache.set(lessons, byQuery);
      }
      const key = JSON.stringify([
        query.category_id ?? '',
        query.cefr_level ?? '',
        query.lesson_type ?? '',
        query.limit,
      ]);
      let json = byQuery.get(key);
      if (json === undefined) {
        json = JSON.stringify(lessonListResponseSchema.parse(filtered(lessons, query)));
        if (byQuery.size < MAX_CACHED_LIST_QUERIES) byQuery.set(key, json);
      }
      return json;
    },

    async categories() {
      const { lessons } = await catalog.activeBundle();
      const counts = new Map<string, number>();
      for (const l of lessons) counts.set(l.category, (counts.get(l.category) ?? 0) + 1);
      return [...counts].map(([id, n]) => ({ id, name: id, lesson_count: n }));
    },

    async cefrLevels(): Promise<string[]> {
      const { lessons } = await catalog.activeBundle();
      return [...new Set(lessons.map((l) => l.cefr_level))].sort((a, b) => levelRank(a) - levelRank(b));
    },

    async detail(id: string) {
      const lesson = await catalog.findLesson(id);
      if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
      return lesson;
    },

    async addFeedback(user: UserRow, id: string, input: LessonFeedbackInput) {
      const lesson = await catalog.findLesson(id);
      if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
      const [row] = await db
        .insert(lessonFeedback)
        .values({
          userId: user.id,
          userEmail: user.email,
          lessonStableId: lesson.stable_id,
          lessonTitle: lesson.title,
          bundleId: lesson.bundle_id,
          feedbackType: input.feedback_type,
          message: input.message,
        })
        .returning({ id: lessonFeedback.id });
      return { id: row?.id ?? 0, message: 'Thanks for your feedback!' };
    },
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
