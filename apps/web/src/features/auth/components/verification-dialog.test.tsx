import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, testAccessToken } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render-with-router';
import { EMAIL_VERIFICATION_EVENT } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { EmailVerificationDialog } from './verification-dialog';
import { VerificationDialogOnDemand } from './verification-dialog-on-demand';

describe('email verification dialog', () => {
  it('opens on the event for the token subject, resends, and on close removes the token and goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken({ sub: 'hodan@example.com' }));
    let resent = false;
    server.use(
      http.post('*/api/emails/send-verification', () => {
        resent = true;
        return HttpResponse.json({ detail: 'sent' });
      }),
    );
    const { router } = renderWithRouter(<EmailVerificationDialog />, { path: '/dashboard' });
    act(() => {
      window.dispatchEvent(new CustomEvent(EMAIL_VERIFICATION_EVENT, { detail: { status: 403 } }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveTextContent('hodan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Verification email sent! Please check your inbox and junk or spam folder.'),
    );
    expect(resent).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('is loaded on the first event and opens at once', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken({ sub: 'hodan@example.com' }));
    renderWithRouter(<VerificationDialogOnDemand />, { path: '/dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new CustomEvent(EMAIL_VERIFICATION_EVENT, { detail: { status: 403 } }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveTextContent('hodan@example.com');
  });
});
