import { SOCIAL_MESSAGES } from '@hadal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testMe } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

function jwt(claims: object): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.sig`;
}
const pair = () => ({
  access_token: jwt({ exp: Date.now() / 1000 + 900 }),
  refresh_token: 'r1',
  token_type: 'bearer',
  expires_in: 900,
});

/** What the dashboard reads once a sign-in completes (an empty course). */
const dashboard = [
  http.get('*/api/auth/me', () => HttpResponse.json(testMe())),
  http.get('*/api/lessons', () => HttpResponse.json([])),
  http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([])),
];

const popup = { closed: false };
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  popup.closed = false;
  open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  server.use(
    ...dashboard,
    http.get('*/api/auth/social/config', () =>
      HttpResponse.json({
        providers: [
          { provider: 'google', authorize_url: 'https://accounts.example.test/auth?state=s1' },
          { provider: 'microsoft', authorize_url: 'https://login.example.test/auth?state=s2' },
        ],
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** What the callback page posts, from `origin`. */
function callback(data: Record<string, unknown>, origin = window.location.origin) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      data: {
        type: 'hadal:social-callback',
        provider: 'google',
        code: 'the-code',
        state: 's1',
        iss: null,
        error: null,
        ...data,
      },
    }),
  );
}

function answerSocialLogin(body: unknown, status = 200) {
  const seen: unknown[] = [];
  server.use(
    http.post('*/api/auth/social-login', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}

describe('social sign-in buttons', () => {
  it('opens a 500x600 popup, ignores messages from other origins, and signs in with the code and state', async () => {
    const seen = answerSocialLogin({ status: 'success', ...pair() });
    const { router } = renderRoute('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    expect(screen.getByRole('button', { name: 'Microsoft' })).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(
      'https://accounts.example.test/auth?state=s1',
      'hadal-google-sign-in',
      expect.stringContaining('width=500,height=600'),
    );
    callback({ code: 'forged' }, 'https://evil.example.test');
    callback({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(seen).toEqual([{ provider: 'google', token: 'the-code', state: 's1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
  });

  it('shows the failure message when the server refuses the code, or the provider sent an error', async () => {
    answerSocialLogin({ detail: SOCIAL_MESSAGES.failed }, 401);
    renderRoute('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    callback({});
    expect(await screen.findByText(SOCIAL_MESSAGES.failed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Google' }));
    callback({ code: null, error: 'access_denied' });
    expect(await screen.findByText(SOCIAL_MESSAGES.failed)).toBeInTheDocument();
  });

  it('says nothing when the popup is closed (checked every second) and lets the person try again', async () => {
    renderRoute('/login');
    const button = await screen.findByRole('button', { name: 'Google' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Microsoft' })).toBeDisabled());
    popup.closed = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Microsoft' })).toBeEnabled(), { timeout: 2500 });
    expect(screen.queryByText(SOCIAL_MESSAGES.failed)).not.toBeInTheDocument();
  });

  it('on a collision opens the link modal; a wrong password shows the link failure, the right one signs in', async () => {
    answerSocialLogin({ status: 'collision', link_token: 'lt1', existing_email: 'hodan@example.com' });
    const links: unknown[] = [];
    server.use(
      http.post('*/api/auth/link-account', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        links.push(body);
        return body.password === 'Right-Pass1!'
          ? HttpResponse.json(pair())
          : HttpResponse.json({ detail: SOCIAL_MESSAGES.linkFailed }, { status: 401 });
      }),
    );
    const { router } = renderRoute('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    callback({});
    const dialog = await screen.findByRole('dialog', { name: 'Link your accounts' });
    expect(dialog).toHaveTextContent('hodan@example.com');
    const link = screen.getByRole('button', { name: 'Link Accounts' });
    expect(link).toBeDisabled();
    const password = screen.getByLabelText(/^Password/, { selector: '[role=dialog] input' });
    fireEvent.change(password, { target: { value: '   ' } });
    expect(link).toBeDisabled();
    fireEvent.change(password, { target: { value: 'Wrong-Pass1!' } });
    fireEvent.click(link);
    expect(await screen.findByText(SOCIAL_MESSAGES.linkFailed)).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Right-Pass1!' } });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(links[0]).toEqual({ link_token: 'lt1', email: 'hodan@example.com', password: 'Wrong-Pass1!' });
  });

  it('goes to the code step when the account has two-factor authentication on', async () => {
    answerSocialLogin({ requires_mfa: true, mfa_token: 'm1', passkeys: false });
    renderRoute('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    callback({});
    expect(await screen.findByLabelText(/Authentication code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it('on Register, a collision says the account exists', async () => {
    answerSocialLogin({ status: 'collision', link_token: 'lt1', existing_email: 'hodan@example.com' });
    server.use(http.get('*/api/captcha/config', () => HttpResponse.json({ provider: 'off', challenge_url: null })));
    renderRoute('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    callback({});
    expect(await screen.findByText(SOCIAL_MESSAGES.collisionOnRegister)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
