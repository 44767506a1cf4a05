import { isReadingExercise, normaliseExerciseType, responseKind, type Exercise } from '@hadal/domain';
import { lazyComponent } from '@/lib/lazy-component';
import type * as AnswerRules from './check-exercise';

// The parts of the player that opening a lesson does not need, each loaded when first shown: the
// views of the exercises other than introductions (the start-up prefetch loads the first
// exercise's view while the lesson opens), the answer checking (the domain's answer rules) with
// the verdict it shows, and the end screens. preloadPlayerParts() loads them all on the learner's first touch or key press, so every
// later exercise shows at once.

/** The exercise views loaded on demand, by the kind of view an exercise shows with. */
export const exerciseViews = {
  phrase_practice: lazyComponent(
    () => import('./exercises/phrase-practice-exercise'),
    (m) => m.PhrasePracticeExercise,
  ),
  matching: lazyComponent(
    () => import('./exercises/matching-exercise'),
    (m) => m.MatchingExercise,
  ),
  pronunciation: lazyComponent(
    () => import('./exercises/pronunciation-exercise'),
    (m) => m.PronunciationExercise,
  ),
  built: lazyComponent(
    () => import('./exercises/sentence-building-exercise'),
    (m) => m.SentenceBuildingExercise,
  ),
  typed: lazyComponent(
    () => import('./exercises/typed-answer-exercise'),
    (m) => m.TypedAnswerExercise,
  ),
  fill_blank: lazyComponent(
    () => import('./exercises/fill-blank-exercise'),
    (m) => m.FillBlankExercise,
  ),
  choice: lazyComponent(
    () => import('./exercises/choice-exercise'),
    (m) => m.ChoiceExercise,
  ),
};

type ViewKind = keyof typeof exerciseViews | 'reading';

/** The view an exercise shows with: the reading view of introductions is part of the player's chunk. */
export function viewKind(exercise: Exercise): ViewKind {
  const type = normaliseExerciseType(exercise.type);
  if (type === 'phrase_practice') return 'phrase_practice';
  if (isReadingExercise(exercise.type)) return 'reading';
  if (type === 'matching' || type === 'pronunciation') return type;
  const kind = responseKind(exercise);
  if (kind === 'built' || kind === 'typed') return kind;
  return type === 'fill_blank' ? 'fill_blank' : 'choice';
}

/** Loads the view `exercise` shows with (the start-up prefetch loads the first exercise's). */
export async function preloadExerciseView(exercise: Exercise): Promise<void> {
  const kind = viewKind(exercise);
  if (kind !== 'reading') await exerciseViews[kind].preload();
}

/** The verdict shown after a check (exercise-footer.tsx). */
export const AnswerFeedbackBox = lazyComponent(
  () => import('./answer-feedback'),
  (m) => m.AnswerFeedbackBox,
);
export const ResultScreen = lazyComponent(
  () => import('./end-screens'),
  (m) => m.ResultScreen,
);
export const SkippedScreen = lazyComponent(
  () => import('./end-screens'),
  (m) => m.SkippedScreen,
);

export type AnswerCheck = typeof AnswerRules;
let answerCheck: AnswerCheck | undefined;

/** The answer checking, once loaded (a check is then synchronous). */
export function loadedAnswerCheck(): AnswerCheck | undefined {
  return answerCheck;
}

export async function loadAnswerCheck(): Promise<AnswerCheck> {
  return (answerCheck ??= await import('./check-exercise'));
}

/** Loads every part. Never rejects: a part that failed to load is loaded again when shown. */
export async function preloadPlayerParts(): Promise<void> {
  await Promise.allSettled([
    loadAnswerCheck(),
    ...[...Object.values(exerciseViews), AnswerFeedbackBox, ResultScreen, SkippedScreen].map((part) => part.preload()),
  ]);
}
