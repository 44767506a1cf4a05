import { ApiError } from '@/lib/api-client';

/** The server's own detail for a refused request (4xx), else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) return error.detail;
  return fallback;
}
