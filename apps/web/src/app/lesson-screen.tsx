import { LessonPlayerPage } from '@/features/lessons/player/lesson-player-page';
import { PronunciationPractice } from '@/features/pronunciation/pronunciation-practice';

export { prefetchLesson } from '@/features/lessons/player/lesson-player-page';

/**
 * /lesson/{lessonId}: the lesson player with the pronunciation feature's recorder in its
 * pronunciation exercises.
 */
export function LessonScreen() {
  return <LessonPlayerPage pronunciation={PronunciationPractice} />;
}
