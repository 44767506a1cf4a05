import { lessonOrderKey, lessonProgressKey } from './storage-keys';

const PREFIXES = [lessonProgressKey(''), lessonOrderKey('')];

/**
 * Forgets every lesson's saved progress and exercise order in this browser (after "reset all
 * progress", so no lesson resumes half-way).
 */
export function clearAllSavedLessonState(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null && PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
