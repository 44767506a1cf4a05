import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { STORAGE_KEYS } from '@/lib/storage-keys';

function jwt(claims: object): string {
  const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.sig`;
}

async function fillAndSubmit(identifier = 'hodan@example.com', password = 'Abcdef1!') {
  fireEvent.change(await screen.findByLabelText(/Email or username/), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it('reads Welcome Back and keeps Sign In disabled until both fields are filled', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Email or username/), { target: { value: 'hodan' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    expect(button).toBeEnabled();
    expect(screen.queryByRole('button', { name: /google|microsoft/i })).not.toBeInTheDocument();
  });

  it('signs in form-encoded, stores tokens and roles, and sends an admin to /admin', async () => {
    let body = '';
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({
          access_token: jwt({ exp: Date.now() / 1000 + 900 }),
          refresh_token: 'r1',
          token_type: 'bearer',
          expires_in: 900,
        });
      }),
      http.get('*/api/auth/profile', () =>
        HttpResponse.json(testProfile({ username: 'Hodan', email: 'hodan@example.com', is_admin: true })),
      ),
    );
    const { router } = renderRoute('/login');
    await fillAndSubmit('Hodan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(new URLSearchParams(body).get('username')).toBe('Hodan');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r1');
    expect(localStorage.getItem(STORAGE_KEYS.isAdmin)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('parent');
  });

  it('shows one message for a failed sign-in, and Login failed without a token', async () => {
    server.use(
      http.post('*/api/auth/token', () =>
        HttpResponse.json({ detail: 'Incorrect email/username or password' }, { status: 401 }),
      ),
    );
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByText('Invalid email/username or password. Please try again.')).toBeInTheDocument();
    server.use(http.post('*/api/auth/token', () => HttpResponse.json({ token_type: 'bearer' })));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('shows the verification banner and resends the email', async () => {
    let resentFor = '';
    server.use(
      http.post('*/api/auth/token', () =>
        HttpResponse.json(
          { detail: 'Email verification required' },
          {
            status: 403,
            headers: { 'x-verification-required': 'true', 'x-error-code': 'EMAIL_VERIFICATION_REQUIRED' },
          },
        ),
      ),
      http.post('*/api/emails/resend-verification', ({ request }) => {
        resentFor = new URL(request.url).searchParams.get('email') ?? '';
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent! Please check your inbox and junk or spam folder.'),
    ).toBeInTheDocument();
    expect(resentFor).toBe('hodan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Email Verification Required')).not.toBeInTheDocument();
  });

  it('counts down after a 429 and clears when the time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.post('*/api/auth/token', () =>
        HttpResponse.json({ detail: 'Too many failed attempts' }, { status: 429, headers: { 'retry-after': '3' } }),
      ),
    );
    renderRoute('/login');
    await fillAndSubmit();
    // First the lockout message, then the countdown in its place: never both at once.
    expect(await screen.findByText('Too many failed attempts. Please wait before trying again.')).toBeInTheDocument();
    expect(screen.queryByText(/Try again in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wait 3s' })).toBeDisabled();
    // Let React run the effect that starts the ticking, then move the clock.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: 'Wait 2s' })).toBeDisabled();
    expect(screen.getByText('Too many failed attempts. Try again in 2 seconds.')).toBeInTheDocument();
    expect(screen.queryByText('Too many failed attempts. Please wait before trying again.')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // The lockout is over: its messages are gone and the form works again.
    expect(screen.queryByText(/Too many failed attempts/)).not.toBeInTheDocument();
  });

  it('waits 60 seconds when Retry-After is missing', async () => {
    server.use(http.post('*/api/auth/token', () => HttpResponse.json({ detail: 'Too many' }, { status: 429 })));
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Wait 60s' })).toBeDisabled();
  });

  it('offers the code step when requires_mfa is answered, and Back to Login leaves it', async () => {
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        if (!form.get('mfa_code')) return HttpResponse.json({ requires_mfa: true });
        return HttpResponse.json({ detail: 'bad code' }, { status: 401 });
      }),
    );
    renderRoute('/login');
    await fillAndSubmit();
    const code = await screen.findByLabelText(/Authentication code/);
    expect(screen.getByLabelText('Remember this device for 30 days')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '12a3456' } });
    expect(code).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid MFA code. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByLabelText(/Email or username/)).toBeInTheDocument();
  });

  it('sends the code and the remembered device on the code step', async () => {
    const forms: URLSearchParams[] = [];
    server.use(
      http.post('*/api/auth/token', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        forms.push(form);
        if (!form.get('mfa_code')) return HttpResponse.json({ requires_mfa: true });
        return HttpResponse.json({ detail: 'bad code' }, { status: 401 });
      }),
    );
    renderRoute('/login');
    await fillAndSubmit();
    fireEvent.change(await screen.findByLabelText(/Authentication code/), { target: { value: '654321' } });
    fireEvent.click(screen.getByLabelText('Remember this device for 30 days'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid MFA code. Please try again.')).toBeInTheDocument();
    expect(forms.map((f) => [f.get('username'), f.get('mfa_code'), f.get('remember_device')])).toEqual([
      ['hodan@example.com', null, null],
      ['hodan@example.com', '654321', 'true'],
    ]);
  });
});
