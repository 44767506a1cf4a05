import { ADMIN_MFA_REQUIRED_CODE, shouldRefreshToken, type TokenPair } from '@hadal/domain';
import { clearSession, getAccessToken, getRefreshToken, storeTokens } from './api-session';
import { takeFirstAnswer } from './first-answers';
import { browserTimeZone } from './time-zone';

/**
 * The one HTTP layer of the web app (spec 01 §4 "Session and token", §7, §8):
 * base '/api', bearer token, refresh before expiry, one retry after a 401, the
 * 'email-verification-required' event, and the learner's time zone for the streak.
 */
export const API_BASE = '/api';
export const EMAIL_VERIFICATION_EVENT = 'email-verification-required';
/** Dispatched (detail: the server's message) when an admin or support call needs the caller's second factor first. */
export const ADMIN_MFA_REQUIRED_EVENT = 'admin-mfa-required';
export const LOGIN_PATH = '/login';

/** A non-2xx answer: status, the server's detail, the headers and the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Headers = new Headers(),
    readonly data: unknown = null,
  ) {
    super(detail || `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

export interface EmailVerificationEventDetail {
  status: number;
  detail: string;
  data: unknown;
}

/** Calls that never trigger a refresh, a retry or the redirect to /login. */
const SESSION_CALLS = [
  '/auth/token',
  '/auth/login-mfa',
  '/auth/login-mfa/passkey-options',
  '/auth/register',
  '/auth/refresh',
  '/auth/logout',
  '/auth/social/config',
  '/auth/social-login',
  '/auth/link-account',
];
/** Calls that never raise the verification event (auth and email verification calls). */
const NO_VERIFICATION_EVENT = [/^\/auth\//, /^\/emails\/(verify-email|send-verification|resend-verification)/];

type Query = Record<string, string | number | boolean | null | undefined>;
export type ApiBody = object | URLSearchParams | FormData | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: ApiBody;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

let onSessionEnded: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
};

/** The app installs its router navigation here; the default is a full page load of /login. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

function pathOf(path: string): string {
  return path.split('?')[0] ?? path;
}

function isSessionCall(path: string): boolean {
  return SESSION_CALLS.includes(pathOf(path));
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function detailOf(data: unknown, fallback: string): string {
  if (
    data &&
    typeof data === 'object' &&
    'detail' in data &&
    typeof (data as { detail: unknown }).detail === 'string'
  ) {
    return (data as { detail: string }).detail;
  }
  return fallback;
}

function endSession(): void {
  clearSession();
  onSessionEnded();
}

let refreshing: Promise<boolean> | null = null;

/** The Web Lock every tab of this origin takes to refresh: one exchange at a time across tabs. */
export const REFRESH_LOCK = 'hadal-token-refresh';

async function exchange(refreshToken: string): Promise<boolean> {
  try {
    const response = await fetch(buildUrl('/auth/refresh'), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ refresh_token: refreshToken }),
    });
    if (!response.ok) return false;
    const data = (await readBody(response)) as Partial<TokenPair> | undefined;
    if (!data?.access_token) return false;
    storeTokens(data.access_token, data.refresh_token);
    return true;
  } catch {
    return false;
  }
}

/**
 * Exchanges the stored refresh token for a new pair: one exchange at a time in this tab, and, where
 * the browser has Web Locks, across tabs. A tab that waited for another finds the pair that tab
 * stored (the tokens live in localStorage) and uses it instead of refreshing the same token again.
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const before = getRefreshToken();
    if (!before) return false;
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return exchange(before);
    return locks.request(REFRESH_LOCK, async () => {
      const current = getRefreshToken();
      if (!current) return false;
      if (current !== before && !shouldRefreshToken(getAccessToken(), Date.now())) return true;
      return exchange(current);
    });
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function isVerificationSignal(response: Response, data: unknown): boolean {
  if (response.status !== 403) return false;
  return (
    response.headers.get('x-verification-required') === 'true' ||
    response.headers.get('x-error-code') === 'EMAIL_VERIFICATION_REQUIRED' ||
    detailOf(data, '') === 'Email verification required'
  );
}

async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // The learner's day (streak, due reviews) is the only use of the zone: signed-in calls only.
  const zone = token ? browserTimeZone() : undefined;
  if (zone) headers['x-time-zone'] = zone;
  let body: BodyInit | undefined;
  if (options.body instanceof URLSearchParams || options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined && options.body !== null) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  const ask = () => fetch(url, { method, headers, body, signal: options.signal });
  // A screen's first calls may have been started by the page's start-up script: take that answer.
  const started = method === 'GET' && !options.headers ? takeFirstAnswer(url, token, zone) : null;
  return started ? started.catch(ask) : ask();
}

/** Sends a request and returns the parsed answer; throws ApiError for anything but 2xx. */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const sessionCall = isSessionCall(path);
  const hadToken = Boolean(getAccessToken());

  if (hadToken && !sessionCall && shouldRefreshToken(getAccessToken(), Date.now())) {
    if (!(await refreshAccessToken())) {
      endSession();
      throw new ApiError(401, 'Token refresh failed');
    }
  }

  let response = await send(path, options);
  if (response.status === 401 && hadToken && !sessionCall) {
    if (await refreshAccessToken()) response = await send(path, options);
    if (response.status === 401) {
      const data = await readBody(response);
      endSession();
      throw new ApiError(401, detailOf(data, 'Token refresh failed'), response.headers, data);
    }
  }

  const data = await readBody(response);
  if (!response.ok) {
    const p = pathOf(path);
    if (isVerificationSignal(response, data) && !NO_VERIFICATION_EVENT.some((re) => re.test(p))) {
      window.dispatchEvent(
        new CustomEvent<EmailVerificationEventDetail>(EMAIL_VERIFICATION_EVENT, {
          detail: { status: response.status, detail: detailOf(data, 'Email verification required'), data },
        }),
      );
    }
    // An administrator without two-factor authentication: the app opens its setup (guards/admin-mfa-redirect).
    if (response.status === 403 && response.headers.get('x-error-code') === ADMIN_MFA_REQUIRED_CODE) {
      window.dispatchEvent(
        new CustomEvent<string>(ADMIN_MFA_REQUIRED_EVENT, {
          detail: detailOf(data, 'Two-factor authentication required'),
        }),
      );
    }
    // detail is the server's own message, or '' so that each screen shows its fallback text.
    throw new ApiError(response.status, detailOf(data, ''), response.headers, data);
  }
  // A password change signs out other sessions and hands this one a fresh pair.
  if (pathOf(path) === '/auth/change-password' && data && typeof data === 'object' && 'access_token' in data) {
    const pair = data as TokenPair;
    storeTokens(pair.access_token, pair.refresh_token);
  }
  return data as T;
}

/** True for an ApiError with status 404 (the screen then says what was not found). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The generic layer of spec 01 §7: GET, POST, PUT, PATCH, DELETE returning the answer's data. */
export const api = {
  get: <T = unknown>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: ApiBody, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: ApiBody, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: ApiBody, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
