import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { readStorage } from '../../../lib/local-storage';

/** An API answer that was not 2xx. */
export class LessonsApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * JSON call to the Hadal API with the stored bearer token and the learner's time zone
 * (the streak counts local days).
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStorage(STORAGE_KEYS.authToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  const zone = timeZone();
  if (zone) headers['x-time-zone'] = zone;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(`/api${path}`, window.location.origin), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = data && typeof data === 'object' && 'detail' in data ? String((data as { detail: unknown }).detail) : response.statusText;
    throw new LessonsApiError(response.status, detail);
  }
  return data as T;
}
