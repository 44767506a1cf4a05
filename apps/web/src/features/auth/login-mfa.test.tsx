import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken, testMe } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

const pair = () => ({ access_token: testAccessToken(), refresh_token: 'r1', token_type: 'bearer', expires_in: 900 });

async function toCodeStep() {
  fireEvent.change(await screen.findByLabelText(/Email or username/), { target: { value: 'hodan@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Abcdef1!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByLabelText(/Authentication code/);
}

/** What the dashboard reads once the sign-in completes (an empty course). */
const dashboard = [
  http.get('*/api/auth/me', () => HttpResponse.json(testMe())),
  http.get('*/api/lessons', () => HttpResponse.json([])),
  http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([])),
];

describe('the login code step with an mfa_token', () => {
  it('finishes at /auth/login-mfa with the code and remember_device, then opens the dashboard', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...dashboard,
      http.post('*/api/auth/token', () => HttpResponse.json({ requires_mfa: true, mfa_token: 'mfa-1' })),
      http.post('*/api/auth/login-mfa', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        return body.code === '123456'
          ? HttpResponse.json(pair())
          : HttpResponse.json({ detail: 'Invalid MFA code. Please try again.' }, { status: 401 });
      }),
    );
    const { router } = renderRoute('/login');
    const code = await toCodeStep();
    // No passkey on the account: the step offers none.
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid MFA code. Please try again.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByLabelText('Remember this device for 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(bodies).toEqual([
      { mfa_token: 'mfa-1', code: '000000', remember_device: false },
      { mfa_token: 'mfa-1', code: '123456', remember_device: true },
    ]);
  });

  it('takes a backup code instead of the authenticator code', async () => {
    let sent: unknown;
    server.use(
      ...dashboard,
      http.post('*/api/auth/token', () => HttpResponse.json({ requires_mfa: true, mfa_token: 'mfa-2' })),
      http.post('*/api/auth/login-mfa', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(pair());
      }),
    );
    const { router } = renderRoute('/login');
    await toCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    const backup = screen.getByLabelText(/Backup code/);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    fireEvent.change(backup, { target: { value: 'abcde-23456' } });
    fireEvent.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sent).toEqual({ mfa_token: 'mfa-2', code: 'abcde-23456', remember_device: false });
  });

  it('shows the lockout countdown when wrong codes lock the account', async () => {
    server.use(
      http.post('*/api/auth/token', () => HttpResponse.json({ requires_mfa: true, mfa_token: 'mfa-3' })),
      http.post('*/api/auth/login-mfa', () =>
        HttpResponse.json(
          { detail: 'Too many failed attempts. Please wait before trying again.' },
          { status: 429, headers: { 'retry-after': '30' } },
        ),
      ),
    );
    renderRoute('/login');
    fireEvent.change(await toCodeStep(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Wait 30s' })).toBeDisabled();
  });
});
