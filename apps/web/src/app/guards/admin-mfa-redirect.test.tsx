import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MFA_REQUIRED_CODE, DEFAULT_EMAIL_PREFERENCES, MFA_MESSAGES } from '@hadal/domain';
import { server, testAccessToken, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { STORAGE_KEYS } from '@/lib/storage-keys';

describe('an administrator without two-factor authentication', () => {
  it('is taken from the support inbox to the two-factor setup, with the server message', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    const refused = () =>
      HttpResponse.json(
        { detail: MFA_MESSAGES.adminSetupRequired },
        { status: 403, headers: { 'x-error-code': ADMIN_MFA_REQUIRED_CODE } },
      );
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_admin: true }))),
      http.get('*/api/support/tickets', refused),
      http.get('*/api/support/tickets/counts', refused),
      http.get('*/api/profile/settings', () =>
        HttpResponse.json({ daily_goal_minutes: 10, notifications_enabled: true, autoplay_audio: true }),
      ),
      http.get('*/api/emails/preferences', () => HttpResponse.json(DEFAULT_EMAIL_PREFERENCES)),
      http.get('*/api/mfa/status', () =>
        HttpResponse.json({ is_enabled: false, enabled_at: null, backup_codes_remaining: 0, passkeys: 0 }),
      ),
    );
    const { router } = renderRoute('/support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 10_000 });
    expect(await screen.findByText(MFA_MESSAGES.adminSetupRequired, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  }, 20_000);
});
