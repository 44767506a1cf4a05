/**
 * The curriculum counted against its targets: lessons per level and kind, and per level the
 * graded questions, the share typed or built, the share explained, the new words, how many of
 * them come back later, and the words a learner meets against CEFR guidance.
 */
import {
  CEFR_LEVELS,
  LESSON_TYPES,
  isGradedExercise,
  isProducedAnswer,
  type CefrLevel,
  type LessonFile,
  type LessonType,
} from '@hadal/domain';
import { lessonSomaliStrings, normalisedSomali, somaliWords } from '@hadal/content-tools';
import type { BundleSummary, LevelReport, TargetCount } from './content-check.types';
import { isRecycled, lessonRecycling } from './recycling';

/** Lessons the curriculum asks for, per level: vocabulary / grammar / phrases. */
export const CURRICULUM_TARGETS: Record<CefrLevel, Record<LessonType, number>> = {
  A1: { vocabulary: 12, grammar: 8, phrases: 6 },
  A2: { vocabulary: 10, grammar: 8, phrases: 6 },
  B1: { vocabulary: 8, grammar: 6, phrases: 5 },
  B2: { vocabulary: 4, grammar: 4, phrases: 3 },
  C1: { vocabulary: 4, grammar: 4, phrases: 3 },
  C2: { vocabulary: 4, grammar: 4, phrases: 3 },
};

/** At least this share of graded questions is typed or built at these levels. */
export const PRODUCED_SHARE_TARGET = 1 / 3;
export const PRODUCED_SHARE_LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1'];
/** Graded questions each lesson kind needs at these levels. */
export const MIN_GRADED_PER_KIND = 40;
export const MIN_GRADED_PER_KIND_LEVELS: readonly CefrLevel[] = ['C1', 'C2'];

/**
 * Words a learner should know by the end of each level, from the CEFR vocabulary-size studies
 * (Milton & Alexiou 2009, Milton 2010: lemmas, cumulative); A1 as the issue states it.
 */
export const CEFR_VOCABULARY_GUIDANCE: Record<CefrLevel, readonly [number, number]> = {
  A1: [1100, 1500],
  A2: [1500, 2500],
  B1: [2750, 3250],
  B2: [3250, 3750],
  C1: [3750, 4500],
  C2: [4500, 5000],
};

function byLevelKind(): Record<CefrLevel, Record<LessonType, number>> {
  return Object.fromEntries(CEFR_LEVELS.map((l) => [l, Object.fromEntries(LESSON_TYPES.map((k) => [k, 0]))])) as Record<
    CefrLevel,
    Record<LessonType, number>
  >;
}

function levelReports(lessons: readonly LessonFile[]): LevelReport[] {
  const recycling = new Map(lessonRecycling(lessons).map((r) => [r.stableId, r]));
  const seenForms = new Set<string>();
  const seenVocabulary = new Set<string>();
  return CEFR_LEVELS.map((level) => {
    const own = lessons.filter((l) => l.cefr_level === level);
    const gradedByKind = Object.fromEntries(LESSON_TYPES.map((k) => [k, 0])) as Record<LessonType, number>;
    let graded = 0;
    let produced = 0;
    let explained = 0;
    let newWords = 0;
    let recycled = 0;
    const forms = new Set<string>();
    for (const lesson of own) {
      for (const ex of lesson.exercises.filter(isGradedExercise)) {
        graded += 1;
        gradedByKind[lesson.lesson_type] += 1;
        if (isProducedAnswer(ex)) produced += 1;
        if (ex.explanation?.trim()) explained += 1;
      }
      const r = recycling.get(lesson.stable_id);
      for (const item of r?.newItems ?? []) {
        newWords += 1;
        if (isRecycled(r?.laterLessons.get(item))) recycled += 1;
      }
      for (const s of lessonSomaliStrings(lesson)) for (const w of somaliWords(s.text)) forms.add(w);
      for (const v of lesson.vocabulary_items) seenVocabulary.add(normalisedSomali(v.somali));
    }
    for (const f of forms) seenForms.add(f);
    return {
      level,
      lessons: own.length,
      gradedQuestions: graded,
      gradedByKind,
      producedQuestions: produced,
      explainedQuestions: explained,
      newWords,
      recycledWords: recycled,
      wordForms: forms.size,
      cumulativeWordForms: seenForms.size,
      cumulativeVocabulary: seenVocabulary.size,
    };
  });
}

export function summarise(lessons: readonly LessonFile[]): BundleSummary {
  const lessonsByLevelKind = byLevelKind();
  const exercisesByType: Record<string, number> = {};
  const vocabulary = new Set<string>();
  let exercises = 0;
  for (const lesson of lessons) {
    lessonsByLevelKind[lesson.cefr_level][lesson.lesson_type] += 1;
    for (const ex of lesson.exercises) {
      exercisesByType[ex.type] = (exercisesByType[ex.type] ?? 0) + 1;
      exercises += 1;
    }
    for (const v of lesson.vocabulary_items) vocabulary.add(normalisedSomali(v.somali));
  }
  const targets: TargetCount[] = CEFR_LEVELS.flatMap((level) =>
    LESSON_TYPES.map((kind) => {
      const required = CURRICULUM_TARGETS[level][kind];
      const actual = lessonsByLevelKind[level][kind];
      return { level, kind, required, actual, met: actual >= required };
    }),
  );
  return {
    lessons: lessons.length,
    lessonsByLevelKind,
    exercisesByType,
    exercises,
    distinctVocabulary: vocabulary.size,
    targets,
    levels: levelReports(lessons),
  };
}

/** The teaching targets a level misses (typed/built share at A1-B1, graded questions per kind at C1-C2). */
export function unmetTeachingTargets(level: LevelReport): string[] {
  const out: string[] = [];
  if (
    PRODUCED_SHARE_LEVELS.includes(level.level) &&
    level.gradedQuestions > 0 &&
    level.producedQuestions / level.gradedQuestions < PRODUCED_SHARE_TARGET
  ) {
    out.push(`${level.level}: typed or built questions are under a third of the graded ones`);
  }
  if (MIN_GRADED_PER_KIND_LEVELS.includes(level.level)) {
    for (const kind of LESSON_TYPES) {
      const n = level.gradedByKind[kind];
      if (n < MIN_GRADED_PER_KIND)
        out.push(`${level.level} ${kind}: ${n} graded questions, under ${MIN_GRADED_PER_KIND}`);
    }
  }
  return out;
}
