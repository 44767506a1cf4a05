import { lessonOrderKey, lessonProgressKey, lessonStorageKeys } from '@/lib/storage-keys';
import type { AttemptAnswer } from '@hadal/domain';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';

/** A lesson's saved progress (spec 01 §3 "Local storage keys"). */
export interface SavedLessonProgress {
  currentExerciseId: string | null;
  completedExerciseIds: string[];
  /** Exercises answered correctly (or introductions completed), for the result after a reload. */
  correctExerciseIds: string[];
  /** The attempt the XP of this play-through is credited to. */
  attemptId: string;
  /** Questions answered wrong, asked again after the lesson's own exercises, in this order. */
  repeatIds: string[];
  /** Where play is in the lesson's exercises followed by the repeats (an id may be there twice). */
  currentIndex: number | null;
  /** The first answer to each graded question, sent with a pass (the server judges Perfect Lesson). */
  answers: AttemptAnswer[];
}

function parse(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

const isTextRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

function attemptAnswers(v: unknown): AttemptAnswer[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (a): a is AttemptAnswer =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as AttemptAnswer).exercise_id === 'string' &&
      (typeof (a as AttemptAnswer).answer === 'string' || isTextRecord((a as AttemptAnswer).answer)),
  );
}

export function readSavedProgress(stableId: string): SavedLessonProgress | null {
  const v = parse(readStorage(lessonProgressKey(stableId)));
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return {
    currentExerciseId: typeof o.currentExerciseId === 'string' ? o.currentExerciseId : null,
    completedExerciseIds: strings(o.completedExerciseIds),
    correctExerciseIds: strings(o.correctExerciseIds),
    attemptId: typeof o.attemptId === 'string' ? o.attemptId : newAttemptId(),
    repeatIds: strings(o.repeatIds),
    currentIndex: typeof o.currentIndex === 'number' && Number.isInteger(o.currentIndex) ? o.currentIndex : null,
    answers: attemptAnswers(o.answers),
  };
}

/** An attempt with at least one exercise done is under way on this device. */
export function hasAttemptUnderway(stableId: string): boolean {
  return (readSavedProgress(stableId)?.completedExerciseIds.length ?? 0) > 0;
}

export function writeSavedProgress(stableId: string, progress: SavedLessonProgress): void {
  writeStorage(lessonProgressKey(stableId), JSON.stringify(progress));
}

export function readSavedOrder(stableId: string): unknown {
  return parse(readStorage(lessonOrderKey(stableId)));
}

export function writeSavedOrder(stableId: string, ids: string[]): void {
  writeStorage(lessonOrderKey(stableId), JSON.stringify(ids));
}

/** Completion and restart clear the lesson's saved progress and order. */
export function clearLessonState(stableId: string): void {
  for (const key of lessonStorageKeys(stableId)) removeStorage(key);
}

export function newAttemptId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
