import {
  lessonDetailSchema,
  lessonListResponseSchema,
  levelRank,
  type AudioVoice,
  type LessonDetail,
  type LessonFeedbackInput,
  type LessonListItem,
  type LessonListQuery,
} from '@hadal/domain';
import type { Caller } from '@/app-types';
import type { Db } from '@/db/client';
import { lessonFeedback, type UserRow } from '@/db/schema';
import { createCachedAnswer, type CachedAnswer } from '@/lib/cached-answer';
import { NotFound } from '@/lib/errors';
import type { ActiveBundle } from '@/modules/content';
import { toListItem, type LessonCatalog } from './lesson-catalog';

export const LESSON_NOT_FOUND = 'Lesson not found';
/**
 * Lesson content is shared by every learner but served to signed-in ones: browsers keep it
 * privately and ask again each time with If-None-Match; the ETag names the bundle version.
 */
export const CONTENT_CACHE_CONTROL = 'private, no-cache';
/** Distinct list queries whose JSON is kept per bundle snapshot (query values come from outside). */
const MAX_CACHED_LIST_QUERIES = 256;

/** Lesson answers kept per bundle snapshot (a lesson heard in other voices is another answer). */
const MAX_CACHED_DETAILS = 4096;

export function createLessonsService({
  db,
  catalog,
  voices,
}: {
  db: Db;
  catalog: LessonCatalog;
  /** The voice `caller` hears for each of the lesson's audio keys (the voice studio module). */
  voices?: (caller: Caller, lesson: LessonDetail) => Promise<{ audio_key: string; voice: AudioVoice }[]>;
}) {
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
  // The lesson list is the same for every learner of a bundle snapshot; a lesson's detail too,
  // but for its audio voices (a native or family recording): each answer is checked against its
  // schema, serialised, hashed and compressed once.
  const listAnswers = new WeakMap<readonly LessonDetail[], Map<string, CachedAnswer>>();
  const detailAnswers = new WeakMap<readonly LessonDetail[], Map<string, CachedAnswer>>();
  const answerOf = (bundle: ActiveBundle, json: string) =>
    createCachedAnswer(json, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: CONTENT_CACHE_CONTROL,
      etagPrefix: `${bundle.bundle_id}.${bundle.version}`,
    });
  const perSnapshot = (cache: WeakMap<readonly LessonDetail[], Map<string, CachedAnswer>>, bundle: ActiveBundle) => {
    let byKey = cache.get(bundle.lessons);
    if (!byKey) {
      byKey = new Map();
      cache.set(bundle.lessons, byKey);
    }
    return byKey;
  };
  return {
    async list(query: LessonListQuery): Promise<LessonListItem[]> {
      const { lessons } = await catalog.activeBundle();
      return filtered(lessons, query);
    },

    /** The answer of `list(query)`, made once per snapshot and query. */
    async listAnswer(query: LessonListQuery): Promise<CachedAnswer> {
      const bundle = await catalog.activeBundle();
      const byQuery = perSnapshot(listAnswers, bundle);
      const key = JSON.stringify([
        query.category_id ?? '',
        query.cefr_level ?? '',
        query.lesson_type ?? '',
        query.limit,
      ]);
      let answer = byQuery.get(key);
      if (answer === undefined) {
        answer = answerOf(bundle, JSON.stringify(lessonListResponseSchema.parse(filtered(bundle.lessons, query))));
        if (byQuery.size < MAX_CACHED_LIST_QUERIES) byQuery.set(key, answer);
      }
      return answer;
    },

    /**
     * The lesson as `caller` gets it, with the voice of each audio item (`voices`, when given).
     * Made once per snapshot, lesson and set of voices that are not the computer's.
     */
    async detailAnswer(id: string, caller?: Caller): Promise<CachedAnswer> {
      const lesson = await catalog.findLesson(id);
      if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
      const bundle = await catalog.activeBundle();
      const byLesson = perSnapshot(detailAnswers, bundle);
      const heard = caller && voices ? await voices(caller, lesson) : undefined;
      const spoken = heard?.filter((v) => v.voice !== 'synthetic').map((v) => `${v.audio_key}=${v.voice}`) ?? [];
      const key = spoken.length ? `${lesson.stable_id}|${spoken.join(',')}` : lesson.stable_id;
      let answer = byLesson.get(key);
      if (answer === undefined) {
        if (byLesson.size >= MAX_CACHED_DETAILS) byLesson.clear();
        answer = answerOf(bundle, JSON.stringify(lessonDetailSchema.parse({ ...lesson, audio_voices: heard })));
        byLesson.set(key, answer);
      }
      return answer;
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
