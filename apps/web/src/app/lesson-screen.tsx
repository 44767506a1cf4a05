import { LessonPlayerPage } from '@/features/lessons/routes';
import { PronunciationPractice } from '@/features/pronunciation/pronunciation-practice';

/**
 * /lesson/{lessonId}: the lesson player with the pronunciation feature's recorder in its
 * pronunciation exercises.
 */
export function LessonScreen() {
  return <LessonPlayerPage pronunciation={PronunciationPractice} />;
}
