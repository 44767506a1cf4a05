import type { LessonDetail, LessonListItem } from '@hadal/domain';
import type { ContentService } from '@/modules/content';

/** What the lessons and progress areas read from the active curriculum bundle. */
export type LessonCatalog = Pick<ContentService, 'activeBundle' | 'findLesson' | 'categories'>;

export function toListItem(l: LessonDetail): LessonListItem {
  return {
    id: l.id,
    stable_id: l.stable_id,
    title: l.title,
    description: l.description,
    icon: l.icon,
    cefr_level: l.cefr_level,
    level: l.level,
    lesson_type: l.lesson_type,
    order_index: l.order_index,
    category: l.category,
  };
}
