import type { CefrLevel, LessonFile, LessonType } from '@hadal/domain';
import type { ContentFinding } from '@hadal/content-tools';

export interface CheckFinding extends ContentFinding {
  /** Relative to the repository root. */
  file: string;
  stableId?: string;
  /** How many times the same word broke the same rule in this file. */
  occurrences?: number;
}

/** A lesson that passed the schema, with its file (relative to the repository root). */
export interface CheckedLesson {
  file: string;
  lesson: LessonFile;
}

export interface TargetCount {
  level: CefrLevel;
  kind: LessonType;
  required: number;
  actual: number;
  met: boolean;
}

/** What a level teaches and how well its questions teach it (the per-level report). */
export interface LevelReport {
  level: CefrLevel;
  lessons: number;
  gradedQuestions: number;
  /** Graded questions per lesson kind (C1 and C2 need at least 40 each). */
  gradedByKind: Record<LessonType, number>;
  /** Graded questions typed or built from tiles, not picked. */
  producedQuestions: number;
  /** Built from tiles; of them, with at least one distractor tile (a wrong ending, a wrong particle). */
  builtQuestions: number;
  builtWithDistractors: number;
  /** The tiles of the built questions; of them, with audio (an audio key the bundle can speak). */
  builtTiles: number;
  builtTilesHeard: number;
  /** Typed; of them, whose word bank holds a near miss of a word of the answer. */
  typedQuestions: number;
  typedWithNearMisses: number;
  /** Lessons of the literacy track, and their exercises. */
  literacyLessons: number;
  literacyItems: number;
  /** Graded reading texts at this level. */
  stories: number;
  explainedQuestions: number;
  /** Vocabulary items first taught at this level. */
  newWords: number;
  /** New vocabulary items that come back, word for word, in the exercises of at least two later lessons. */
  recycledWords: number;
  /** Distinct Somali word forms a learner meets in this level's lessons, and up to it. */
  wordForms: number;
  cumulativeWordForms: number;
  cumulativeVocabulary: number;
}

export interface BundleSummary {
  lessons: number;
  lessonsByLevelKind: Record<CefrLevel, Record<LessonType, number>>;
  exercisesByType: Record<string, number>;
  exercises: number;
  distinctVocabulary: number;
  targets: TargetCount[];
  levels: LevelReport[];
}

export interface BundleReport {
  bundleId: string;
  version?: number;
  findings: CheckFinding[];
  summary: BundleSummary;
  /** The stable ids present, for --write-lock. */
  stableIds: string[];
  /** The grading probe corpus: how many probes ran, how many failed. */
  probes: { total: number; failed: number };
}
