import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Params } from 'react-router';
import { LessonPlayerPage, prefetchLesson } from '@/features/lessons/player/lesson-player-page';
import type { PronunciationSlotProps } from '@/features/lessons/player/pronunciation-slot';

/** The player's first data (the route table's `firstData`): the lesson of the path, its progress, the settings. */
export function prefetchLessonScreen(queryClient: QueryClient, params: Params): Promise<void> {
  return prefetchLesson(queryClient, params.lessonId ?? '');
}

// The recorder (the microphone, the WAV encoder, the speech calls and their zod schemas) loads when
// a pronunciation exercise shows, not with the player.
const PronunciationPractice = lazy(() =>
  import('@/features/pronunciation/pronunciation-practice').then((m) => ({ default: m.PronunciationPractice })),
);

function PronunciationOnDemand(props: PronunciationSlotProps) {
  return (
    <Suspense fallback={null}>
      <PronunciationPractice {...props} />
    </Suspense>
  );
}

/**
 * /lesson/{lessonId}: the lesson player with the pronunciation feature's recorder in its
 * pronunciation exercises.
 */
export function LessonScreen() {
  return <LessonPlayerPage pronunciation={PronunciationOnDemand} />;
}
