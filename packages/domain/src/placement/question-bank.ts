/**
 * The placement test asks the course's own questions, from A1 to B2 (docs/learning.md,
 * "Placement"). A question belongs to its lesson's level and is asked only there, so it must make
 * sense on its own, out of the lesson:
 * - typed: a dictation, or a question the learner answers by typing (`answer_mode: "typed"`, a
 *   fill-in without options), graded by the lesson player's answer check;
 * - picked: one of at least PLACEMENT_MIN_OPTIONS options.
 * Never asked: matching and sentence building (too slow for a test), review questions (they carry
 * easier sentences of earlier lessons), questions about grammar terms (a heritage speaker knows the
 * language, not its terminology), and questions about a character of a lesson's dialogue or reading
 * (the learner never met them).
 */
import { isGradedExercise, responseKind } from '../answers/exercise-kinds';
import type { Exercise, LessonType } from '../lessons';

export const PLACEMENT_LEVELS = ['A1', 'A2', 'B1', 'B2'] as const;
export type PlacementLevel = (typeof PLACEMENT_LEVELS)[number];

/** A picked placement question offers at least this many options. */
export const PLACEMENT_MIN_OPTIONS = 4;

/** How the learner answers a placement question. */
export type PlacementResponse = 'pick' | 'typed';

export interface PlacementQuestion {
  /** `<lesson stable_id>/<exercise id>`: stable across bundle versions while the exercise stays. */
  id: string;
  level: PlacementLevel;
  lessonStableId: string;
  lessonType: LessonType;
  /** Typed (graded by the answer check) or picked. */
  response: PlacementResponse;
  /** A dictation: the learner writes the Somali they hear (the literacy evidence at A1). */
  dictation: boolean;
  exercise: Exercise;
}

export interface PlacementLessonSource {
  stable_id: string;
  cefr_level: string;
  lesson_type: LessonType;
  track?: string | null;
  exercises: readonly Exercise[];
}

export function placementQuestionId(lessonStableId: string, exerciseId: string): string {
  return `${lessonStableId}/${exerciseId}`;
}

/** The speakers of the course's dialogues (docs/content.md, "Which lesson has which exercises"). */
export const COURSE_CHARACTERS = ['Cali', 'Xasan', 'Maryan', 'Faadumo', 'Axmed', 'Hodan', 'Deeqa', 'Cabdi'] as const;

const REVIEW = /^\s*review\b/i;
/** Words of grammar terminology, and a suffix quoted on its own (`-kii`). */
const GRAMMAR_TERMS =
  /\b(masculine|feminine|plurals?|singular|verbs?|nouns?|subject|object|pronouns?|articles?|suffix(es)?|prefix(es)?|endings?|forms?|highlighted|focus|gender|tenses?|grammar|why)\b|(^|\s)-[a-z]+/i;
/** A question about something only the lesson showed: its dialogue, reading or story. */
const LESSON_CONTEXT = /\b(the reading|the story|the dialogue|the conversation|the text)\b/i;

function speakersOf(exercises: readonly Exercise[]): string[] {
  return exercises.flatMap((e) => [
    ...(e.dialogue ?? []).map((d) => d.speaker),
    ...(e.phrases ?? []).flatMap((p) => (p.speaker ? [p.speaker] : [])),
  ]);
}

function namesAny(text: string, names: ReadonlySet<string>): boolean {
  return text.split(/[^\p{L}']+/u).some((w) => names.has(w));
}

/** How a placement question is answered, or null when the placement never asks it. */
export function placementResponse(
  exercise: Exercise,
  characters: ReadonlySet<string> = new Set(COURSE_CHARACTERS),
): PlacementResponse | null {
  if (!isGradedExercise(exercise) || !exercise.correct_answer?.trim()) return null;
  const question = exercise.question ?? '';
  if (REVIEW.test(question) || GRAMMAR_TERMS.test(question) || LESSON_CONTEXT.test(question)) return null;
  if (namesAny(question, characters)) return null;
  const kind = responseKind(exercise);
  if (kind === 'typed') return 'typed';
  if (kind === 'pick' && (exercise.options?.length ?? 0) >= PLACEMENT_MIN_OPTIONS) return 'pick';
  return null;
}

/** True for an exercise the placement test may ask. */
export function isPlacementExercise(exercise: Exercise): boolean {
  return placementResponse(exercise) !== null;
}

/** Every question the placement test may ask, from the lessons of levels A1 to B2. */
export function placementQuestionBank(lessons: readonly PlacementLessonSource[]): PlacementQuestion[] {
  const characters = new Set<string>([...COURSE_CHARACTERS, ...lessons.flatMap((l) => speakersOf(l.exercises))]);
  const out: PlacementQuestion[] = [];
  for (const lesson of lessons) {
    const level = lesson.cefr_level as PlacementLevel;
    if (!PLACEMENT_LEVELS.includes(level)) continue;
    for (const exercise of lesson.exercises) {
      const response = placementResponse(exercise, characters);
      if (!response) continue;
      out.push({
        id: placementQuestionId(lesson.stable_id, exercise.id),
        level,
        lessonStableId: lesson.stable_id,
        lessonType: lesson.lesson_type,
        response,
        dictation: exercise.type === 'dictation',
        exercise,
      });
    }
  }
  return out;
}
