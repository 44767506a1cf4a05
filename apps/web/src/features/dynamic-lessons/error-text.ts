import { DYNAMIC_LESSON_MESSAGES as M } from '@hadal/domain';
import { ApiError } from '@/lib/api-client';

/** Spec 02 §8: the server's detail or 'Failed to generate lesson'; a 403 the detail or 'Access denied'. */
export function generateErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return error.detail || M.accessDenied;
    if (error.detail && error.status < 500) return error.detail;
    if (error.status === 502 && error.detail) return error.detail;
  }
  return M.generateFailed;
}

export function loadErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return error.detail || M.accessDenied;
    if (error.status === 404) return M.lessonNotFound;
    if (error.detail && error.status < 500) return error.detail;
  }
  return fallback;
}
