/**
 * The curriculum counted against its targets: lessons per level and kind, and per level the
 * graded questions, the share typed or built, the built questions with distractor tiles, the
 * typed ones whose word bank holds a near miss, the share explained, the literacy track, the
 * stories, the new words, how many of them come back later, and the words a learner meets
 * against CEFR guidance.
 */
import {
  CEFR_LEVELS,
  LESSON_TYPES,
  enrichLessonAnswers,
  isGradedExercise,
  isProducedAnswer,
  lessonAudioTexts,
  nearMisses,
  responseKind,
  sentenceTileWords,
  tileAudio,
  wordBank,
  type AnswerSupportSource,
  type CefrLevel,
  type LessonFile,
  type LessonType,
  type StoryFile,
} from '@hadal/domain';
import { distractorTiles, lessonSomaliStrings, normalisedSomali, somaliWords } from '@hadal/content-tools';
import type { BundleSummary, LevelReport, TargetCount } from './content-check.types';
import { isRecycled, lessonRecycling, RECYCLING_TARGET } from './recycling';

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
/** The literacy track: at least this many lessons at A1. */
export const MIN_LITERACY_LESSONS = 8;
/** Graded reading: at least this many stories at each of these levels. */
export const MIN_STORIES = 2;
export const STORY_LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2'];
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

function levelReports(
  lessons: readonly LessonFile[],
  stories: readonly StoryFile[],
  support: AnswerSupportSource | undefined,
): LevelReport[] {
  const recycling = new Map(lessonRecycling(lessons).map((r) => [r.stableId, r]));
  const seenForms = new Set<string>();
  const seenVocabulary = new Set<string>();
  return CEFR_LEVELS.map((level) => {
    const own = lessons.filter((l) => l.cefr_level === level);
    const gradedByKind = Object.fromEntries(LESSON_TYPES.map((k) => [k, 0])) as Record<LessonType, number>;
    const count = {
      graded: 0,
      produced: 0,
      explained: 0,
      built: 0,
      distractors: 0,
      tiles: 0,
      tilesHeard: 0,
      typed: 0,
      nearMisses: 0,
    };
    let newWords = 0;
    let recycled = 0;
    const forms = new Set<string>();
    for (const raw of own) {
      const lesson = support ? enrichLessonAnswers(raw, support) : raw;
      const spoken = lessonAudioTexts(lesson);
      for (const ex of lesson.exercises.filter(isGradedExercise)) {
        count.graded += 1;
        gradedByKind[lesson.lesson_type] += 1;
        if (isProducedAnswer(ex)) count.produced += 1;
        if (ex.explanation?.trim()) count.explained += 1;
        const kind = responseKind(ex);
        if (kind === 'built') {
          count.built += 1;
          if (distractorTiles(ex.tiles ?? [], ex.correct_answer ?? '').length) count.distractors += 1;
          for (const tile of sentenceTileWords(ex)) {
            count.tiles += 1;
            const key = tileAudio(tile);
            if (key && spoken.has(key)) count.tilesHeard += 1;
          }
        } else if (kind === 'typed') {
          count.typed += 1;
          if (
            nearMisses(
              wordBank(ex, () => 0),
              ex.correct_answer ?? '',
            ).length
          )
            count.nearMisses += 1;
        }
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
    const literacy = own.filter((l) => l.track === 'literacy');
    return {
      level,
      lessons: own.length,
      gradedQuestions: count.graded,
      gradedByKind,
      producedQuestions: count.produced,
      builtQuestions: count.built,
      builtWithDistractors: count.distractors,
      builtTiles: count.tiles,
      builtTilesHeard: count.tilesHeard,
      typedQuestions: count.typed,
      typedWithNearMisses: count.nearMisses,
      literacyLessons: literacy.length,
      literacyItems: literacy.reduce((n, l) => n + l.exercises.length, 0),
      stories: stories.filter((s) => s.cefr_level === level).length,
      explainedQuestions: count.explained,
      newWords,
      recycledWords: recycled,
      wordForms: forms.size,
      cumulativeWordForms: seenForms.size,
      cumulativeVocabulary: seenVocabulary.size,
    };
  });
}

export function summarise(
  lessons: readonly LessonFile[],
  extra: { stories?: readonly StoryFile[]; support?: AnswerSupportSource } = {},
): BundleSummary {
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
    levels: levelReports(lessons, extra.stories ?? [], extra.support),
  };
}

/**
 * The teaching targets a level misses: the typed/built share at A1-B1, graded questions per kind
 * at C1-C2, recycling at every level, the literacy track at A1, two stories at A1-B2.
 */
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
  if (level.newWords > 0 && level.recycledWords / level.newWords < RECYCLING_TARGET) {
    out.push(
      `${level.level}: ${level.recycledWords} of ${level.newWords} new words come back, under ${RECYCLING_TARGET * 100}%`,
    );
  }
  if (level.level === 'A1' && level.lessons > 0 && level.literacyLessons < MIN_LITERACY_LESSONS) {
    out.push(`A1: ${level.literacyLessons} literacy lessons, under ${MIN_LITERACY_LESSONS}`);
  }
  if (STORY_LEVELS.includes(level.level) && level.lessons > 0 && level.stories < MIN_STORIES) {
    out.push(`${level.level}: ${level.stories} stories, under ${MIN_STORIES}`);
  }
  return out;
}
