import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

vi.mock('@/components/captcha/altcha-field', () => ({ AltchaField: () => null }));

describe('register page in invite mode', () => {
  it('asks for the invite code, fills it and the email from the invite link, and sends it', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'invite' })),
      http.get('*/api/captcha/config', () => HttpResponse.json({ provider: 'off', challenge_url: null })),
      http.post('*/api/auth/register', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            id: 9,
            email: 'amina@example.com',
            username: 'Amina',
            is_parent: false,
            email_verified: false,
            detail: 'ok',
          },
          { status: 201 },
        );
      }),
    );
    renderRoute('/register?invite=ABCD2345EFGH&email=amina%40example.com');
    const code = await screen.findByLabelText(/^Invite Code/);
    expect(code).toHaveValue('ABCD2345EFGH');
    expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('amina@example.com');
    for (const [label, value] of [
      [/^Your Name/, 'Amina'],
      [/^Password/, 'Abcdef1!'],
      [/^Confirm Password/, 'Abcdef1!'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    const register = screen.getByRole('button', { name: 'Register' });
    fireEvent.change(code, { target: { value: '' } });
    expect(register).toBeDisabled();
    fireEvent.change(code, { target: { value: 'ABCD2345EFGH' } });
    await waitFor(() => expect(register).toBeEnabled());
    fireEvent.click(register);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'amina@example.com', invite_code: 'ABCD2345EFGH' });
  });

  it('has no invite code field when registration is open', async () => {
    server.use(http.get('*/api/captcha/config', () => HttpResponse.json({ provider: 'off', challenge_url: null })));
    renderRoute('/register');
    expect(await screen.findByRole('heading', { name: 'Join Hadal' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Invite Code/)).not.toBeInTheDocument();
  });
});
