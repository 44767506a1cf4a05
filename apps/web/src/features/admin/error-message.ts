import { ApiError } from '@/lib/api-client';

/** The server's own detail for a refused request (4xx), else the screen's fallback text (spec 02 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.detail) return error.detail;
  return fallback;
}

/** Dates as the admin tables show them: 'Mar 1, 2026'. */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
