/**
 * Does every lesson have what docs/content.md asks for? Pure rules used by `npm run content:check`.
 */
import { CEFR_LEVELS, gradedQuestionCount, type LessonFile } from '@hadal/domain';
import {
  CATEGORIES,
  CAN_DO_RANGE,
  checkExercise,
  LEARNING_NOTES_RANGE,
  MIN_EXERCISES,
  VOCABULARY_ITEMS_RANGE,
  type ContentFinding,
} from './exercise-check';
import { checkAnswerPositions } from './answer-positions';
import { distractorTiles } from './question-rules';

/** From this level (A2 = 2), sentence building offers distractor tiles. */
export const DISTRACTOR_TILES_FROM_LEVEL = 2;
/** A lesson needs at least this many graded questions, or its score means little. */
export const MIN_GRADED_QUESTIONS = 5;

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

const within = (n: number, [lo, hi]: readonly [number, number]) => n >= lo && n <= hi;

/** Findings for one lesson: minimums, level, category, exercise ids, and every exercise. */
export function checkLesson(lesson: LessonFile): ContentFinding[] {
  const out: ContentFinding[] = [];
  const err = (rule: string, message: string, hint?: string) => out.push({ severity: 'error', rule, message, hint });
  const warn = (rule: string, message: string, hint?: string) => out.push({ severity: 'warning', rule, message, hint });
  const expectedLevel = CEFR_LEVELS.indexOf(lesson.cefr_level) + 1;
  if (lesson.level !== expectedLevel)
    err('level', `level is ${lesson.level} but ${lesson.cefr_level} is level ${expectedLevel}`);
  if (!(CATEGORIES as readonly string[]).includes(lesson.category)) {
    warn(
      'category',
      `category "${lesson.category}" is not one of the listed topics`,
      `use one of: ${CATEGORIES.join(', ')}`,
    );
  }
  if (lesson.exercises.length < MIN_EXERCISES) {
    err('min-exercises', `has ${lesson.exercises.length} exercises; a lesson needs at least ${MIN_EXERCISES}`);
  }
  const graded = gradedQuestionCount(lesson.exercises);
  if (graded < MIN_GRADED_QUESTIONS && !lesson.exercises.every((e) => e.type === 'phrase_practice')) {
    err(
      'min-graded',
      `has ${graded} graded questions; a lesson needs at least ${MIN_GRADED_QUESTIONS}`,
      'introductions, dialogues, phrase sets and pronunciation are not graded: add questions',
    );
  }
  if (!within(lesson.vocabulary_items.length, VOCABULARY_ITEMS_RANGE)) {
    err(
      'vocabulary-items',
      `has ${lesson.vocabulary_items.length} vocabulary items; give ${VOCABULARY_ITEMS_RANGE[0]} to ${VOCABULARY_ITEMS_RANGE[1]}`,
    );
  }
  if (!within(lesson.cefr_can_do.length, CAN_DO_RANGE)) {
    err('can-do', `has ${lesson.cefr_can_do.length} can-do statements; give ${CAN_DO_RANGE[0]} to ${CAN_DO_RANGE[1]}`);
  }
  if (!within(lesson.learning_notes.length, LEARNING_NOTES_RANGE)) {
    err(
      'learning-notes',
      `has ${lesson.learning_notes.length} learning notes; give ${LEARNING_NOTES_RANGE[0]} to ${LEARNING_NOTES_RANGE[1]}`,
    );
  }
  const ids = lesson.exercises.map((e) => e.id);
  const dupIds = duplicates(ids);
  if (dupIds.length)
    err('exercise-id', `exercise ids repeat: ${dupIds.join(', ')}`, 'number exercises ex01, ex02, … once each');
  const types = new Set(lesson.exercises.map((e) => e.type));
  const intro: Record<string, string[]> = {
    vocabulary: ['vocabulary_introduction'],
    grammar: ['grammar_introduction'],
    phrases: ['conversation_practice', 'phrase_practice'],
  };
  const wanted = intro[lesson.lesson_type] ?? [];
  if (!wanted.some((t) => types.has(t))) {
    warn(
      'lesson-shape',
      `a ${lesson.lesson_type} lesson has no ${wanted.join(' or ')}`,
      'see "Which lesson has which exercises" in docs/content.md',
    );
  }
  if (lesson.lesson_type === 'grammar' && !lesson.grammar_patterns.length) {
    warn('grammar-patterns', 'a grammar lesson has no grammar_patterns');
  }
  if (!lesson.exercises.some((e) => e.is_core))
    warn('is-core', 'no exercise is marked is_core', 'mark the introductions and first questions is_core: true');
  for (const ex of lesson.exercises) out.push(...checkExercise(ex));
  out.push(...checkAnswerPositions(lesson.exercises));
  if (expectedLevel >= DISTRACTOR_TILES_FROM_LEVEL) {
    for (const ex of lesson.exercises) {
      if (ex.type !== 'sentence_building' || distractorTiles(ex.tiles ?? [], ex.correct_answer ?? '').length) continue;
      out.push({
        severity: 'error',
        rule: 'distractor-tiles',
        message: `from ${CEFR_LEVELS[DISTRACTOR_TILES_FROM_LEVEL - 1]}, a sentence is built from tiles with at least one distractor`,
        hint: 'add to "tiles" a word the learner must leave out: a wrong ending (ninka for ninku) or a wrong particle (baa for waa)',
        exerciseId: ex.id,
      });
    }
  }
  return out;
}
