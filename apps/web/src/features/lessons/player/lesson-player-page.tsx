import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Flag, RotateCcw, SkipForward } from 'lucide-react';
import {
  FAILED_LESSON_PROGRESS_PERCENT,
  isGradedExercise,
  type Exercise,
  type LessonDetail,
  type StatefulProgressEntry,
} from '@hadal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useLesson, useStatefulProgress } from '@/features/lessons/hooks';
import { lessonQuery } from '@/features/lessons/lesson-detail';
import { prefetchStatefulProgress } from '@/features/lessons/lesson-list';
import { hasAttemptUnderway } from '@/features/lessons/lib/local-lesson-state';
import { isNotFound } from '@/lib/api-client';
import { ExerciseView } from './exercise-view';
import { LessonSummary } from './lesson-summary';
import { LockedLessonScreen, ReopenedLessonCard, type ReopenedAs } from './opening-screens';
import { preloadExerciseView, preloadPlayerParts, ResultScreen, SkippedScreen } from './on-demand';
import type { PronunciationSlot } from './pronunciation-slot';
import { openingExercise, useLessonPlay, type PlayState } from './use-lesson-play';
import { useOpenedOnce } from './use-opened-once';

// The player's dialogs (the Radix dialog; the report form's react-hook-form and zod schema) load
// when first opened, then stay mounted: the report keeps its chosen type between openings.
const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const SkipLessonDialog = lazy(() => import('./skip-lesson-dialog').then((m) => ({ default: m.SkipLessonDialog })));

/**
 * The start-up prefetch of /lesson/{lessonId}: the lesson, then the view of the exercise it opens
 * at, while the opening screen shows.
 */
export async function prefetchLesson(queryClient: QueryClient, id: string): Promise<void> {
  const progress = prefetchStatefulProgress(queryClient);
  const lesson = await queryClient.fetchQuery(lessonQuery(id));
  const first = openingExercise(lesson);
  if (first) await preloadExerciseView(first);
  await progress;
}

/** The learner's entry for this lesson in the stateful progress (its lock and state). */
function entryFor(progress: readonly StatefulProgressEntry[] | undefined, lesson: LessonDetail) {
  return progress?.find((e) => e.lesson_stable_id === lesson.stable_id);
}

/**
 * How a lesson finished before opens: 'completed' once passed, 'failed' when its last attempt
 * failed (the 90% a failure stores, with no attempt under way on this device), else as usual.
 */
function reopenedAs(entry: StatefulProgressEntry | undefined, stableId: string): ReopenedAs | null {
  if (!entry || hasAttemptUnderway(stableId)) return null;
  if (entry.completed) return 'completed';
  if (!entry.skipped && entry.progress_percentage === FAILED_LESSON_PROGRESS_PERCENT) return 'failed';
  return null;
}

/**
 * The lesson player at /lesson/{lessonId} (spec 01 §2 "Lesson player", §4 "Lesson play").
 * `pronunciation`: the recorder of pronunciation exercises, given by the app.
 */
export function LessonPlayerPage({ pronunciation }: { pronunciation?: PronunciationSlot } = {}) {
  const { lessonId = '' } = useParams();
  const lesson = useLesson(lessonId);
  // The lock and state of the lesson; when they fail to load the lesson still plays (the server
  // refuses the progress of a locked lesson).
  const progress = useStatefulProgress();

  let body;
  if (lesson.isPending || (progress.isPending && !progress.isError)) {
    body = (
      <p role="status" className="py-12 text-center text-ink-700">
        Loading lesson…
      </p>
    );
  } else if (lesson.isError) {
    body = isNotFound(lesson.error) ? (
      <p role="alert" className="py-12 text-center font-semibold text-danger-700">
        Lesson not found
      </p>
    ) : (
      <Alert tone="danger">Failed to load lesson. Please try again later.</Alert>
    );
  } else if (entryFor(progress.data, lesson.data)?.locked) {
    body = (
      <>
        <h1 className="mb-4 font-display text-2xl font-bold text-ink-900 sm:text-3xl">{lesson.data.title}</h1>
        <LockedLessonScreen lesson={lesson.data} />
      </>
    );
  } else if (lesson.data.exercises.length === 0) {
    body = <Alert tone="warning">No exercises found for this lesson</Alert>;
  } else {
    body = (
      <LessonPlayer
        key={`${lesson.data.stable_id}:${lesson.data.bundle_id}`}
        lesson={lesson.data}
        pronunciation={pronunciation}
        reopened={reopenedAs(entryFor(progress.data, lesson.data), lesson.data.stable_id)}
      />
    );
  }
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/dashboard"
        className="mb-4 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      {body}
    </section>
  );
}

function LessonPlayer({
  lesson,
  pronunciation,
  reopened,
}: {
  lesson: LessonDetail;
  pronunciation?: PronunciationSlot;
  reopened: ReopenedAs | null;
}) {
  const navigate = useNavigate();
  // Kept from the first render: the card shows until Try Again, whatever the progress becomes.
  const [reopenCard, setReopenCard] = useState(reopened);
  const hooks = useMemo(() => ({ onPhraseLessonDone: () => navigate('/dashboard') }), [navigate]);
  const { state, recordOutcome, advance, restart, skip } = useLessonPlay(lesson, hooks);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [reporting, setReporting] = useState(false);
  const skipMounted = useOpenedOnce(confirmSkip);
  const reportMounted = useOpenedOnce(reporting);
  const total = state.order.length;
  const exercise = state.order[state.index];
  const showBadges = lesson.lesson_type !== 'phrases';
  usePreloadOnFirstInput();

  return (
    <div className="space-y-5">
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="flex-1 font-display text-2xl font-bold text-ink-900 sm:text-3xl">{lesson.title}</h1>
          {showBadges ? (
            <span className="flex gap-2">
              <Badge tone="info">{lesson.cefr_level}</Badge>
              <Badge tone="neutral">Level {lesson.level}</Badge>
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            icon={<SkipForward aria-hidden="true" className="size-4" />}
            onClick={() => setConfirmSkip(true)}
          >
            Skip Lesson
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => {
              setReopenCard(null);
              void restart();
            }}
          >
            Restart
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Flag aria-hidden="true" className="size-4" />}
            onClick={() => setReporting(true)}
          >
            Report a problem
          </Button>
        </div>
      </header>

      {state.screen === 'skipped' ? (
        <Suspense fallback={<EndScreenLoading />}>
          <SkippedScreen />
        </Suspense>
      ) : state.screen === 'result' && state.result ? (
        <Suspense fallback={<EndScreenLoading />}>
          <ResultScreen
            result={state.result}
            lesson={lesson}
            mistakes={mistakesOf(state)}
            perfect={state.result.passed && state.result.correct === state.result.total}
            onTryAgain={() => void restart()}
          />
        </Suspense>
      ) : reopenCard ? (
        <ReopenedLessonCard as={reopenCard} onStart={() => setReopenCard(null)} />
      ) : exercise ? (
        <>
          {state.index === 0 ? <LessonSummary lesson={lesson} /> : null}
          <div className="space-y-1">
            <p className="text-sm text-ink-700" data-testid="exercise-position">
              Exercise {state.index + 1} of {total}
            </p>
            <ProgressBar
              value={state.index}
              max={total}
              label="Lesson progress"
              valueText={`Exercise ${state.index + 1} of ${total}`}
            />
          </div>
          <div
            className="rounded-card border border-sand-200 bg-white p-4 shadow-card sm:p-6"
            data-exercise-id={exercise.id}
          >
            {state.index >= state.baseLength ? (
              <p className="mb-3 text-sm font-semibold text-ocean-700" data-testid="asked-again">
                Once more: you missed this one earlier.
              </p>
            ) : null}
            <ExerciseView
              key={`${state.attemptId}:${state.index}`}
              exercise={exercise}
              lessonId={lesson.stable_id}
              pronunciation={pronunciation}
              isLast={state.index === total - 1}
              onOutcome={recordOutcome}
              onNext={() => void advance()}
            />
          </div>
        </>
      ) : null}

      {skipMounted ? (
        <Suspense fallback={null}>
          <SkipLessonDialog open={confirmSkip} onOpenChange={setConfirmSkip} skip={skip} />
        </Suspense>
      ) : null}
      {reportMounted ? (
        <Suspense fallback={null}>
          <FeedbackDialog lessonId={String(lesson.id)} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The graded questions of the attempt not answered right at the first try. */
function mistakesOf(state: PlayState): Exercise[] {
  const right = new Set(state.correctIds);
  return state.order.slice(0, state.baseLength).filter((e) => isGradedExercise(e) && !right.has(e.id));
}

function EndScreenLoading() {
  return (
    <p role="status" className="py-12 text-center text-ink-700">
      Loading…
    </p>
  );
}

/** The rest of the player (on-demand.ts) loads on the learner's first touch or key press. */
function usePreloadOnFirstInput() {
  useEffect(() => {
    const preload = () => void preloadPlayerParts();
    window.addEventListener('pointerdown', preload, { once: true, passive: true, capture: true });
    window.addEventListener('keydown', preload, { once: true, passive: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', preload, { capture: true });
      window.removeEventListener('keydown', preload, { capture: true });
    };
  }, []);
}
