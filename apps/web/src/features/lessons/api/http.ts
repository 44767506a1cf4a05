import { ApiError, apiRequest as request } from '@/lib/api-client';

/** An API answer that was not 2xx (the app-wide ApiError). */
export { ApiError as LessonsApiError } from '@/lib/api-client';

/**
 * JSON call to the Hadal API through the app's one HTTP layer (bearer token, refresh,
 * 401 retry, time zone header for the streak).
 */
export function apiRequest<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  return request<T>(path, { method, body });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
