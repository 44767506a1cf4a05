import type { GlobalProgressEntry, LessonState } from './progress.schemas';

/**
 * A lesson's state from its progress (spec 01 §4 "Lesson states"): completed wins over skipped, and a lesson
 * neither completed nor skipped is in progress once its percentage is above 0. A lesson without
 * progress is not started.
 */
export function lessonStateOf(
  progress: Pick<GlobalProgressEntry, 'completed' | 'skipped' | 'progress_percentage'> | undefined,
): LessonState {
  if (!progress) return 'not_started';
  if (progress.completed) return 'completed';
  if (progress.skipped) return 'skipped';
  return progress.progress_percentage > 0 ? 'in_progress' : 'not_started';
}
