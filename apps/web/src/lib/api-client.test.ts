import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { ApiError, EMAIL_VERIFICATION_EVENT, REFRESH_LOCK, api, setSessionEndedHandler } from './api-client';
import { STORAGE_KEYS } from './storage-keys';

function jwt(claims: object): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.sig`;
}
const nowS = () => Math.floor(Date.now() / 1000);
const fresh = () => jwt({ sub: 'a@b.so', exp: nowS() + 900 });

function signIn(access: string, refresh = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.authToken, access);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
}

describe('api client', () => {
  it('sends the bearer token and the time zone, and returns the data', async () => {
    signIn(fresh());
    let seen: Headers | null = null;
    server.use(
      http.get('*/api/things', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: 1 });
      }),
    );
    expect(await api.get('/things')).toEqual({ ok: 1 });
    expect(seen!.get('authorization')).toBe(`Bearer ${localStorage.getItem(STORAGE_KEYS.authToken)}`);
    expect(seen!.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends no time zone without a token: only the signed-in learner has a day to count', async () => {
    let seen: Headers | null = null;
    server.use(
      http.get('*/api/registration', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ registration_mode: 'open' });
      }),
    );
    await api.get('/registration');
    expect(seen!.get('authorization')).toBeNull();
    expect(seen!.get('x-time-zone')).toBeNull();
  });

  it('refreshes a token within 300 seconds of expiry before the request', async () => {
    signIn(jwt({ exp: nowS() + 200 }));
    const newer = fresh();
    let refreshBody = '';
    server.use(
      http.post('*/api/auth/refresh', async ({ request }) => {
        refreshBody = await request.text();
        return HttpResponse.json({ access_token: newer, refresh_token: 'refresh-2' });
      }),
      http.get('*/api/things', ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    );
    expect(await api.get('/things')).toEqual({ auth: `Bearer ${newer}` });
    expect(refreshBody).toBe('refresh_token=refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('uses the pair another tab stored while this tab waited for the refresh lock, without refreshing again', async () => {
    const expired = jwt({ sub: 'a@b.so', exp: nowS() - 10 });
    signIn(expired, 'refresh-1');
    let refreshes = 0;
    let seen = '';
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ detail: 'reused' }, { status: 401 });
      }),
      http.get('*/api/things', ({ request }) => {
        seen = request.headers.get('authorization') ?? '';
        return HttpResponse.json({ ok: 1 });
      }),
    );
    // Another tab holds the lock: it refreshes and stores the new pair, then lets this tab in.
    const otherTabPair = fresh();
    const locks = {
      request: vi.fn(async (name: string, callback: () => Promise<boolean>) => {
        expect(name).toBe(REFRESH_LOCK);
        signIn(otherTabPair, 'refresh-2');
        return callback();
      }),
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      expect(await api.get('/things')).toEqual({ ok: 1 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(locks.request).toHaveBeenCalledTimes(1);
    expect(refreshes).toBe(0);
    expect(seen).toBe(`Bearer ${otherTabPair}`);
  });

  it('refreshes inside the lock when no other tab has', async () => {
    signIn(jwt({ sub: 'a@b.so', exp: nowS() - 10 }), 'refresh-1');
    const newer = fresh();
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json({ access_token: newer, refresh_token: 'refresh-2' })),
      http.get('*/api/things', () => HttpResponse.json({ ok: 1 })),
    );
    const locks = { request: vi.fn((_name: string, callback: () => Promise<boolean>) => callback()) };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      expect(await api.get('/things')).toEqual({ ok: 1 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(locks.request).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('treats a token without exp as expired, and clears the session when refresh fails', async () => {
    signIn(jwt({ sub: 'x' }));
    localStorage.setItem(STORAGE_KEYS.isAdmin, 'true');
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    server.use(http.post('*/api/auth/refresh', () => HttpResponse.json({ detail: 'no' }, { status: 401 })));
    await expect(api.get('/things')).rejects.toMatchObject({ status: 401, detail: 'Token refresh failed' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isAdmin)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('retries once after a 401, then ends the session if it fails again', async () => {
    signIn(fresh());
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    let calls = 0;
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json({ access_token: fresh(), refresh_token: 'r2' })),
      http.get('*/api/things', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'expired' }, { status: 401 })
          : HttpResponse.json({ ok: true });
      }),
      http.get('*/api/never', () => HttpResponse.json({ detail: 'nope' }, { status: 401 })),
    );
    expect(await api.get('/things')).toEqual({ ok: true });
    expect(calls).toBe(2);
    expect(ended).not.toHaveBeenCalled();
    await expect(api.get('/never')).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('does not retry or redirect for the token, register and refresh calls', async () => {
    signIn(fresh());
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    server.use(http.post('*/api/auth/token', () => HttpResponse.json({ detail: 'Incorrect' }, { status: 401 })));
    await expect(api.post('/auth/token', new URLSearchParams({ username: 'a', password: 'b' }))).rejects.toMatchObject({
      status: 401,
      detail: 'Incorrect',
    });
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
  });

  it('raises the email-verification-required event on a 403 signal, except for auth calls', async () => {
    signIn(fresh());
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(EMAIL_VERIFICATION_EVENT, listener);
    const verify403 = () =>
      HttpResponse.json(
        { detail: 'Email verification required' },
        { status: 403, headers: { 'x-verification-required': 'true' } },
      );
    server.use(http.get('*/api/lessons', verify403), http.get('*/api/auth/me', verify403));
    const err = await api.get('/lessons').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 403, detail: 'Email verification required' });
    expect((err as ApiError).headers.get('x-verification-required')).toBe('true');
    expect(seen).toHaveLength(1);
    await api.get('/auth/me').catch(() => {});
    expect(seen).toHaveLength(1);
    window.removeEventListener(EMAIL_VERIFICATION_EVENT, listener);
  });

  it('sends JSON bodies and query parameters', async () => {
    server.use(
      http.put('*/api/items/1', async ({ request }) =>
        HttpResponse.json({ body: await request.json(), q: new URL(request.url).searchParams.get('email') }),
      ),
    );
    expect(await api.put('/items/1', { a: 1 }, { query: { email: 'x@y.so' } })).toEqual({
      body: { a: 1 },
      q: 'x@y.so',
    });
  });
});
