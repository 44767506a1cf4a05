/**
 * The placement test asks the course's own questions, from A1 to B2: graded questions with
 * options (so every client can show them) and one answer, never matching (too slow for a test).
 */
import { isGradedExercise } from '../answers/exercise-kinds';
import type { Exercise, LessonType } from '../lessons';

export const PLACEMENT_LEVELS = ['A1', 'A2', 'B1', 'B2'] as const;
export type PlacementLevel = (typeof PLACEMENT_LEVELS)[number];

export interface PlacementQuestion {
  /** `<lesson stable_id>/<exercise id>`: stable across bundle versions while the exercise stays. */
  id: string;
  level: PlacementLevel;
  lessonStableId: string;
  lessonType: LessonType;
  exercise: Exercise;
}

export interface PlacementLessonSource {
  stable_id: string;
  cefr_level: string;
  lesson_type: LessonType;
  exercises: readonly Exercise[];
}

export function placementQuestionId(lessonStableId: string, exerciseId: string): string {
  return `${lessonStableId}/${exerciseId}`;
}

/** True for an exercise the placement test may ask. */
export function isPlacementExercise(exercise: Exercise): boolean {
  return (
    isGradedExercise(exercise) &&
    exercise.type !== 'matching' &&
    !!exercise.correct_answer?.trim() &&
    (exercise.options?.length ?? 0) >= 2
  );
}

/** Every question the placement test may ask, from the lessons of levels A1 to B2. */
export function placementQuestionBank(lessons: readonly PlacementLessonSource[]): PlacementQuestion[] {
  const out: PlacementQuestion[] = [];
  for (const lesson of lessons) {
    const level = lesson.cefr_level as PlacementLevel;
    if (!PLACEMENT_LEVELS.includes(level)) continue;
    for (const exercise of lesson.exercises) {
      if (!isPlacementExercise(exercise)) continue;
      out.push({
        id: placementQuestionId(lesson.stable_id, exercise.id),
        level,
        lessonStableId: lesson.stable_id,
        lessonType: lesson.lesson_type,
        exercise,
      });
    }
  }
  return out;
}
