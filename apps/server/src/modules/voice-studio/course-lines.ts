import { audioKeyOrUndefined, lessonAudioTexts, type LessonDetail } from '@hadal/domain';
import type { ContentService } from '@/modules/content';

export interface CourseLine {
  audioKey: string;
  somali: string;
  english: string | null;
  /** Position in the course: the queue's order among lines played as often. */
  order: number;
}

/** Every audio key of the course with its Somali text and, where the bundle gives one, its English. */
export function courseLinesOf(lessons: readonly LessonDetail[]): Map<string, CourseLine> {
  const english = new Map<string, string>();
  const addEnglish = (somali: string | undefined, en: string | undefined) => {
    const key = audioKeyOrUndefined(somali);
    if (key && en && !english.has(key)) english.set(key, en);
  };
  for (const lesson of lessons) {
    for (const v of lesson.vocabulary_items) addEnglish(v.somali, v.english);
    for (const ex of lesson.exercises) {
      for (const e of ex.examples ?? []) addEnglish(e.text, e.translation);
      for (const d of ex.dialogue ?? []) addEnglish(d.text, d.translation);
      for (const p of ex.phrases ?? []) addEnglish(p.somali, p.english);
    }
  }
  const lines = new Map<string, CourseLine>();
  for (const lesson of lessons)
    for (const [audioKey, somali] of lessonAudioTexts(lesson))
      if (!lines.has(audioKey))
        lines.set(audioKey, { audioKey, somali, english: english.get(audioKey) ?? null, order: lines.size });
  return lines;
}

/** The course lines of the active bundle, worked out once per bundle snapshot. */
export function createCourseLines(content: Pick<ContentService, 'activeBundle'>) {
  const bySnapshot = new WeakMap<readonly LessonDetail[], Map<string, CourseLine>>();
  return async function courseLines(): Promise<Map<string, CourseLine>> {
    const { lessons } = await content.activeBundle();
    let lines = bySnapshot.get(lessons);
    if (!lines) {
      lines = courseLinesOf(lessons);
      bySnapshot.set(lessons, lines);
    }
    return lines;
  };
}
export type CourseLines = ReturnType<typeof createCourseLines>;
