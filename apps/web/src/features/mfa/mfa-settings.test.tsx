import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MfaStatus, TrustedDevice } from '@hadal/domain';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { MfaSettings } from './routes';

const OFF: MfaStatus = { is_enabled: false, enabled_at: null, backup_codes_remaining: 0, passkeys: 0 };
const ON: MfaStatus = {
  is_enabled: true,
  enabled_at: '2026-03-02T10:00:00.000Z',
  backup_codes_remaining: 10,
  passkeys: 0,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`);

function renderSettings() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MfaSettings />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('the setup wizard', () => {
  it('starts, shows the QR code and secret, the backup codes, checks the code, and completes after 1.5 s', async () => {
    let status = OFF;
    const codes: string[] = [];
    server.use(
      http.get('*/api/mfa/status', () => HttpResponse.json(status)),
      http.get('*/api/mfa/trusted-devices', () => HttpResponse.json([])),
      http.get('*/api/mfa/passkeys', () => HttpResponse.json([])),
      http.post('*/api/mfa/setup', () =>
        HttpResponse.json({
          qr_code_url: 'data:image/png;base64,AAAA',
          secret_key: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Hadal:x?secret=JBSWY3DPEHPK3PXP',
          backup_codes: CODES,
        }),
      ),
      http.post('*/api/mfa/enable', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        codes.push(code);
        if (code !== '123456') return HttpResponse.json({ detail: 'Invalid verification code' }, { status: 400 });
        status = ON;
        return HttpResponse.json({ detail: 'Two-factor authentication is enabled', backup_codes_remaining: null });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSettings();

    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const list = screen.getByRole('list', { name: 'Backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Download backup codes' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));

    const enable = screen.getByRole('button', { name: 'Enable two-factor authentication' });
    fireEvent.click(enable);
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    const input = screen.getByLabelText(/Verification code/);
    fireEvent.change(input, { target: { value: '99x9999' } });
    expect(input).toHaveValue('999999');
    fireEvent.click(enable);
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(enable);
    expect(await screen.findByText('Two-factor authentication is enabled.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1400);
    });
    expect(screen.queryByText(/Enabled on/)).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(await screen.findByText(/Enabled on 2 Mar 2026/)).toBeInTheDocument();
    expect(codes).toEqual(['999999', '123456']);
    click.mockRestore();
  });

  it("shows the server's detail, or 'Failed to setup MFA'", async () => {
    server.use(http.post('*/api/mfa/setup', () => HttpResponse.json({}, { status: 500 })));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByText('Failed to setup MFA')).toBeInTheDocument();
  });
});

describe('the settings card with two-factor authentication on', () => {
  function enabled(
    devices: TrustedDevice[] = [
      {
        id: 7,
        device_name: 'Chrome on Linux',
        last_used: null,
        trusted_until: '2026-04-01T00:00:00.000Z',
        created_at: '2026-03-02T10:00:00.000Z',
        ended_at: null,
        ended_reason: null,
      },
    ],
  ) {
    let list = devices;
    server.use(
      http.get('*/api/mfa/status', () => HttpResponse.json(ON)),
      http.get('*/api/mfa/trusted-devices', () => HttpResponse.json(list)),
      http.get('*/api/mfa/passkeys', () => HttpResponse.json([])),
      http.delete('*/api/mfa/trusted-devices/:id', () => {
        list = [];
        return HttpResponse.json({ detail: 'Device trust revoked' });
      }),
    );
  }

  it('shows the enabled date and revokes a trusted device after confirmation', async () => {
    enabled();
    renderSettings();
    expect(await screen.findByText(/Enabled on 2 Mar 2026/)).toBeInTheDocument();
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText(/Trusted until 1 Apr 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Chrome on Linux' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No trusted devices. Every sign-in asks for a code.')).toBeInTheDocument();
  });

  it('lists a device whose trust ended with a password change as ended, with a remove action', async () => {
    enabled([
      {
        id: 8,
        device_name: 'Firefox on Windows',
        last_used: '2026-03-03T09:00:00.000Z',
        trusted_until: '2026-04-01T00:00:00.000Z',
        created_at: '2026-03-02T10:00:00.000Z',
        ended_at: '2026-03-05T12:00:00.000Z',
        ended_reason: 'password_changed',
      },
    ]);
    renderSettings();
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.getByText(/Trust ended 5 Mar 2026 because the password was changed/)).toBeInTheDocument();
    expect(screen.queryByText(/Trusted until/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Firefox on Windows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this device from the list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No trusted devices. Every sign-in asks for a code.')).toBeInTheDocument();
  });

  it("says 'Failed to revoke device trust' when the revoke fails", async () => {
    enabled();
    server.use(http.delete('*/api/mfa/trusted-devices/:id', () => HttpResponse.json({}, { status: 500 })));
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Chrome on Linux' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Failed to revoke device trust')).toBeInTheDocument();
  });

  it('needs the password and a 6-digit code to disable, and shows the server detail', async () => {
    enabled([]);
    let sent: unknown;
    server.use(
      http.post('*/api/mfa/disable', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Incorrect password' }, { status: 400 });
      }),
    );
    renderSettings();
    const disable = await screen.findByRole('button', { name: 'Disable' });
    fireEvent.click(disable);
    expect(await screen.findByText('Please enter both password and MFA code')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Disable two-factor authentication' });
    fireEvent.change(within(form).getByLabelText(/Password/), { target: { value: 'Secret-1!' } });
    fireEvent.change(within(form).getByLabelText(/Current code/), { target: { value: '123456' } });
    fireEvent.click(disable);
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual({ password: 'Secret-1!', code: '123456' }));
  });
});
