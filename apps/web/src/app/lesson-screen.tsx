import { lazy, Suspense } from 'react';
import { LessonPlayerPage } from '@/features/lessons/player/lesson-player-page';
import type { PronunciationSlotProps } from '@/features/lessons/player/pronunciation-slot';

// The recorder (and the pronunciation calls) load with the first pronunciation exercise.
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
