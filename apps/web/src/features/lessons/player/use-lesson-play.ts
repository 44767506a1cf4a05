import { reportLessonMistakes } from '@/features/lessons/player/report-mistakes';
import { useCallback, useRef, useState } from 'react';
import {
  applySavedOrder,
  FAILED_LESSON_PROGRESS_PERCENT,
  gradedLessonResult,
  isGradedExercise,
  isPhraseOnlyLesson,
  orderExercises,
  PHRASE_ONLY_LESSON_XP,
  progressPercent,
  type Exercise,
  type LessonDetail,
  type LessonResult,
  type ProgressUpdate,
  withAttemptOptionOrder,
} from '@hadal/domain';
import { useSaveProgress } from '@/features/lessons/hooks';
import {
  clearLessonState,
  newAttemptId,
  readSavedOrder,
  readSavedProgress,
  writeSavedOrder,
  writeSavedProgress,
} from '@/features/lessons/lib/local-lesson-state';

export interface PlayState {
  /** The lesson's exercises in the attempt's order, then the questions asked again. */
  order: Exercise[];
  /** How many of `order` are the lesson's own exercises; the rest are repeats. */
  baseLength: number;
  /** Questions answered wrong and queued to be asked again (once each). */
  repeatIds: string[];
  index: number;
  completedIds: string[];
  correctIds: string[];
  attemptId: string;
  screen: 'playing' | 'result' | 'skipped';
  result: LessonResult | null;
}

/** The lesson's exercises as an attempt shows them: every option set in the attempt's order. */
function shownExercises(lesson: LessonDetail, attemptId: string): Exercise[] {
  return withAttemptOptionOrder(lesson.exercises, attemptId);
}

function freshOrder(lesson: LessonDetail, attemptId: string): Exercise[] {
  const order = orderExercises(shownExercises(lesson, attemptId));
  writeSavedOrder(
    lesson.stable_id,
    order.map((e) => e.id),
  );
  return order;
}

/**
 * Starts a lesson: the saved order and progress when they still fit, else a new order at exercise 1.
 * The options show in the attempt's order, so a reload shows them as they were.
 */
export function initialPlayState(lesson: LessonDetail): PlayState {
  const saved = readSavedProgress(lesson.stable_id);
  const attemptId = saved?.attemptId ?? newAttemptId();
  const order =
    applySavedOrder(shownExercises(lesson, attemptId), readSavedOrder(lesson.stable_id)) ??
    freshOrder(lesson, attemptId);
  // The attempt is saved as it starts, so a reload (or the player after the start-up prefetch) keeps it.
  if (!saved) {
    writeSavedProgress(lesson.stable_id, {
      currentExerciseId: order[0]?.id ?? null,
      completedExerciseIds: [],
      correctExerciseIds: [],
      attemptId,
      repeatIds: [],
      currentIndex: 0,
    });
  }
  const ids = new Set(order.map((e) => e.id));
  const byId = new Map(order.map((e) => [e.id, e]));
  const repeatIds = [...new Set(saved?.repeatIds ?? [])].filter((id) => ids.has(id));
  const queue = [...order, ...repeatIds.map((id) => byId.get(id) as Exercise)];
  const savedAt = saved?.currentIndex;
  const at =
    savedAt != null && queue[savedAt]?.id === saved?.currentExerciseId
      ? savedAt
      : saved?.currentExerciseId
        ? queue.findIndex((e) => e.id === saved.currentExerciseId)
        : -1;
  return {
    order: queue,
    baseLength: order.length,
    repeatIds,
    index: Math.max(at, 0),
    completedIds: (saved?.completedExerciseIds ?? []).filter((id) => ids.has(id)),
    correctIds: (saved?.correctExerciseIds ?? []).filter((id) => ids.has(id)),
    attemptId,
    screen: 'playing',
    result: null,
  };
}

/**
 * The exercise a lesson opens at, as the player will open it: a new order is saved here, so the
 * player starts with the same one.
 */
export function openingExercise(lesson: LessonDetail): Exercise | undefined {
  const state = initialPlayState(lesson);
  return state.order[state.index];
}

export function useLessonPlay(lesson: LessonDetail, hooks: { onPhraseLessonDone: () => void }) {
  const [state, setState] = useState<PlayState>(() => initialPlayState(lesson));
  const stateRef = useRef(state);
  stateRef.current = state;
  const stableId = lesson.stable_id;
  const { mutateAsync: save } = useSaveProgress(stableId);

  /** Sends progress; failures are only logged (spec 01 §8). */
  const send = useCallback(
    async (body: ProgressUpdate): Promise<boolean> => {
      try {
        await save(body);
        return true;
      } catch (error) {
        console.warn('Saving lesson progress failed', error);
        return false;
      }
    },
    [save],
  );

  const persist = useCallback(
    (s: PlayState) => {
      writeSavedProgress(stableId, {
        currentExerciseId: s.order[s.index]?.id ?? null,
        completedExerciseIds: s.completedIds,
        correctExerciseIds: s.correctIds,
        attemptId: s.attemptId,
        repeatIds: s.repeatIds,
        currentIndex: s.index,
      });
    },
    [stableId],
  );

  /**
   * Records the outcome of the current exercise (introductions count as correct). The first answer
   * is the one scored; a graded question answered wrong is asked again after the lesson's own
   * exercises, once (the repeat is practice: its answer changes no score).
   */
  const recordOutcome = useCallback(
    (correct: boolean) => {
      const s = stateRef.current;
      const exercise = s.order[s.index];
      const id = exercise?.id;
      if (!exercise || !id || s.completedIds.includes(id)) return;
      const again = !correct && isGradedExercise(exercise) && !s.repeatIds.includes(id);
      const next = {
        ...s,
        completedIds: [...s.completedIds, id],
        correctIds: correct ? [...s.correctIds, id] : s.correctIds,
        ...(again ? { repeatIds: [...s.repeatIds, id], order: [...s.order, exercise] } : {}),
      };
      stateRef.current = next;
      setState(next);
      persist(next);
    },
    [persist],
  );

  const finish = useCallback(async () => {
    const s = stateRef.current;
    // One end per attempt: a second Finish (a double click) neither reports nor saves again.
    if (s.screen !== 'playing') return;
    if (isPhraseOnlyLesson(lesson.exercises)) {
      await send({
        progress_percentage: 100,
        completed: true,
        xp_earned: PHRASE_ONLY_LESSON_XP,
        attempt_id: s.attemptId,
      });
      clearLessonState(stableId);
      hooks.onPhraseLessonDone();
      return;
    }
    // The pass mark counts graded questions only; a skipped or unanswered one counts wrong.
    const result = gradedLessonResult(s.order.slice(0, s.baseLength), s.correctIds);
    const done: PlayState = { ...s, screen: 'result', result };
    stateRef.current = done;
    setState(done);
    void reportLessonMistakes(stableId, s.completedIds, s.correctIds);
    if (result.passed) {
      clearLessonState(stableId);
      await send({
        progress_percentage: 100,
        completed: true,
        xp_earned: result.xpEarned,
        attempt_id: s.attemptId,
      });
    } else {
      // The attempt is over: the lesson reopens at its start with Try Again.
      clearLessonState(stableId);
      await send({ progress_percentage: FAILED_LESSON_PROGRESS_PERCENT });
    }
  }, [hooks, lesson.exercises, send, stableId]);

  /** Next / Finish Lesson. */
  const advance = useCallback(async () => {
    const s = stateRef.current;
    if (s.index >= s.order.length - 1) {
      await finish();
      return;
    }
    const next = { ...s, index: s.index + 1 };
    stateRef.current = next;
    setState(next);
    persist(next);
    await send({ progress_percentage: progressPercent(next.index, next.order.length) });
  }, [finish, persist, send]);

  /** Restart: progress 0, the saved progress and order cleared, a new order and attempt. */
  const restart = useCallback(async () => {
    clearLessonState(stableId);
    const attemptId = newAttemptId();
    const order = freshOrder(lesson, attemptId);
    const fresh: PlayState = {
      order,
      baseLength: order.length,
      repeatIds: [],
      index: 0,
      completedIds: [],
      correctIds: [],
      attemptId,
      screen: 'playing',
      result: null,
    };
    stateRef.current = fresh;
    setState(fresh);
    persist(fresh);
    await send({ progress_percentage: 0 });
  }, [lesson, persist, send, stableId]);

  /** Skip Lesson (after confirmation). Throws when the server refuses, so the dialog can say so. */
  const skip = useCallback(async () => {
    await save({ progress_percentage: 0, skipped: true });
    clearLessonState(stableId);
    const s = { ...stateRef.current, screen: 'skipped' as const };
    stateRef.current = s;
    setState(s);
  }, [save, stableId]);

  return { state, recordOutcome, advance, restart, skip };
}
