/**
 * Do the words a lesson teaches come back later? A vocabulary item is new in the first lesson
 * (in course order) that teaches it, and recycled when the exercises of at least two later
 * lessons use it, word for word: the item's whole words in order (cun inside cuntada is not
 * cun again). Course order: level, then order_index, then kind, so the three tabs advance side
 * by side.
 */
import { CEFR_LEVELS, LESSON_TYPES, type LessonFile } from '@hadal/domain';
import { lessonSomaliStrings, normalisedSomali, somaliWords } from '@hadal/content-tools';

/** A new word must come back in this many later lessons. */
export const RECYCLING_LATER_LESSONS = 2;
/** The share of new words a level should recycle. */
export const RECYCLING_TARGET = 0.8;

export function courseOrder<L extends Pick<LessonFile, 'cefr_level' | 'order_index' | 'lesson_type' | 'stable_id'>>(
  lessons: readonly L[],
): L[] {
  return [...lessons].sort(
    (a, b) =>
      CEFR_LEVELS.indexOf(a.cefr_level) - CEFR_LEVELS.indexOf(b.cefr_level) ||
      a.order_index - b.order_index ||
      LESSON_TYPES.indexOf(a.lesson_type) - LESSON_TYPES.indexOf(b.lesson_type) ||
      a.stable_id.localeCompare(b.stable_id),
  );
}

/** True when the item's words appear in order, as whole words, in the text's words. */
export function itemOccursIn(item: readonly string[], text: readonly string[]): boolean {
  if (!item.length) return false;
  for (let i = 0; i + item.length <= text.length; i += 1) {
    if (item.every((w, k) => text[i + k] === w)) return true;
  }
  return false;
}

/** The words of every Somali string in a lesson's exercises (not its vocabulary list or patterns). */
export function exerciseTexts(lesson: LessonFile): string[][] {
  return lessonSomaliStrings(lesson)
    .filter((s) => s.exerciseId !== undefined)
    .map((s) => somaliWords(s.text));
}

export interface LessonRecycling {
  stableId: string;
  /** Items first taught here, normalised. */
  newItems: string[];
  /** For each new item, the later lessons whose exercises use it. */
  laterLessons: Map<string, string[]>;
}

export function lessonRecycling(lessons: readonly LessonFile[]): LessonRecycling[] {
  const ordered = courseOrder(lessons);
  const texts = ordered.map(exerciseTexts);
  const taught = new Set<string>();
  return ordered.map((lesson, index) => {
    const newItems = [...new Set(lesson.vocabulary_items.map((v) => normalisedSomali(v.somali)))].filter(
      (item) => item && !taught.has(item),
    );
    for (const item of newItems) taught.add(item);
    const laterLessons = new Map<string, string[]>();
    for (const item of newItems) {
      const words = item.split(' ');
      const later: string[] = [];
      for (let j = index + 1; j < ordered.length; j += 1) {
        if ((texts[j] ?? []).some((t) => itemOccursIn(words, t))) later.push((ordered[j] as LessonFile).stable_id);
      }
      laterLessons.set(item, later);
    }
    return { stableId: lesson.stable_id, newItems, laterLessons };
  });
}

export const isRecycled = (later: readonly string[] | undefined) => (later?.length ?? 0) >= RECYCLING_LATER_LESSONS;
