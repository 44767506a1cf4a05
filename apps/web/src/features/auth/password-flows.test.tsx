import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

describe('forgot password page', () => {
  it('confirms without revealing whether the account exists, and can try another email', async () => {
    let asked = '';
    server.use(
      http.post('*/api/emails/request-password-reset', ({ request }) => {
        asked = new URL(request.url).searchParams.get('email') ?? '';
        return HttpResponse.json({ detail: 'If an account exists...' });
      }),
    );
    renderRoute('/forgot-password');
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    fireEvent.change(email, { target: { value: 'ghost@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If an account exists for/)).toBeInTheDocument();
    expect(asked).toBe('ghost@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Try a different email' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('shows the server detail or the fallback on failure', async () => {
    server.use(http.post('*/api/emails/request-password-reset', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/forgot-password');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'a@b.so' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('shows the invalid-link view without a token', async () => {
    renderRoute('/reset-password');
    expect(await screen.findByText('Invalid reset link. No token provided.')).toBeInTheDocument();
  });

  it('checks match and length, then resets and goes to /login after 3 seconds', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/emails/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'done' });
      }),
    );
    const { router } = renderRoute('/reset-password?token=tok123');
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'Abc1!' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Abc2!' } });
    // Mismatched passwords: the button is off and the field says why.
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Abc1!' } });
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'Abcdef1!' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Abcdef1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset. Redirecting you to login...')).toBeInTheDocument();
    expect(body).toEqual({ token: 'tok123', new_password: 'Abcdef1!' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the server detail or the fallback when the link is refused', async () => {
    server.use(http.post('*/api/emails/reset-password', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/reset-password?token=old');
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'Abcdef1!' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Abcdef1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Failed to reset password. The link may be expired or invalid.'),
    ).toBeInTheDocument();
  });
});

describe('verify email page', () => {
  it('shows loading then success', async () => {
    server.use(
      http.post('*/api/emails/verify-email', () =>
        HttpResponse.json({ detail: 'Email verified successfully. You can now sign in.' }),
      ),
    );
    renderRoute('/verify-email?token=abc');
    expect(await screen.findByText('Email verified successfully. You can now sign in.')).toBeInTheDocument();
  });

  it('shows the error without a token or when refused', async () => {
    server.use(http.post('*/api/emails/verify-email', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/verify-email?token=abc');
    expect(await screen.findByText('Failed to verify email. The link may be expired or invalid.')).toBeInTheDocument();
  });
});
