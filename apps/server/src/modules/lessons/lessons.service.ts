import {
  levelRank,
  type LessonDetail,
  type LessonFeedbackInput,
  type LessonListItem,
  type LessonListQuery,
} from '@hadal/domain';
import type { Db } from '../../db/client';
import { lessonFeedback, type UserRow } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { toListItem, type LessonCatalog } from './lesson-catalog';

export const LESSON_NOT_FOUND = 'Lesson not found';

export function createLessonsService(db: Db, catalog: () => LessonCatalog) {
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
  return {
    async list(query: LessonListQuery): Promise<LessonListItem[]> {
      const { lessons } = await catalog().activeBundle();
      return itemsOf(lessons)
        .filter(
          (l) =>
            (!query.category_id || l.category === query.category_id) &&
            (!query.cefr_level || l.cefr_level === query.cefr_level) &&
            (!query.lesson_type || l.lesson_type === query.lesson_type),
        )
        .slice(0, query.limit);
    },

    async categories() {
      const { lessons } = await catalog().activeBundle();
      const counts = new Map<string, number>();
      for (const l of lessons) counts.set(l.category, (counts.get(l.category) ?? 0) + 1);
      return [...counts].map(([id, n]) => ({ id, name: id, lesson_count: n }));
    },

    async cefrLevels(): Promise<string[]> {
      const { lessons } = await catalog().activeBundle();
      return [...new Set(lessons.map((l) => l.cefr_level))].sort((a, b) => levelRank(a) - levelRank(b));
    },

    async detail(id: string) {
      const lesson = await catalog().findLesson(id);
      if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
      return lesson;
    },

    async addFeedback(user: UserRow, id: string, input: LessonFeedbackInput) {
      const lesson = await catalog().findLesson(id);
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
