import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

// The real widget solves a proof of work in a Web Worker; here a button stands in for it.
vi.mock('@/components/captcha/altcha-field', () => ({
  AltchaField: ({ onChange }: { onChange: (p: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-payload')}>
      Solve captcha
    </button>
  ),
}));

function useCaptcha(provider: 'altcha' | 'off') {
  server.use(
    http.get('*/api/captcha/config', () =>
      HttpResponse.json({ provider, challenge_url: provider === 'altcha' ? '/api/captcha/challenge' : null }),
    ),
  );
}

function fill(values: Partial<Record<'email' | 'name' | 'password' | 'confirm', string>>) {
  const labels = { email: /^Email/, name: /^Your Name/, password: /^Password/, confirm: /^Confirm Password/ };
  for (const [k, v] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(labels[k as keyof typeof labels], { selector: 'input' }), {
      target: { value: v },
    });
}

describe('register page', () => {
  it('keeps Register disabled until every rule holds, captcha included', async () => {
    useCaptcha('altcha');
    renderRoute('/register');
    expect(await screen.findByRole('heading', { name: 'Join Hadal' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Individual Learner/)).toBeChecked();
    expect(screen.getByLabelText(/Parent Account/)).not.toBeChecked();
    const register = screen.getByRole('button', { name: 'Register' });
    await screen.findByRole('button', { name: 'Solve captcha' });
    fill({ email: 'hodan@example.com', name: 'Hodan', password: 'Abcdef1!', confirm: 'Abcdef1!' });
    expect(register).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    expect(register).toBeEnabled();
    for (const [field, bad] of [
      ['email', 'hodan@example'],
      ['name', 'Ho'],
      ['password', 'abcdef1!'],
      ['password', 'ABCDEF1!'],
      ['password', 'Abcdefg!'],
      ['password', 'Abcdefg1'],
      ['password', 'Abc1!'],
      ['confirm', 'Abcdef1?'],
    ] as const) {
      fill({ [field]: bad });
      expect(register).toBeDisabled();
      fill({ email: 'hodan@example.com', name: 'Hodan', password: 'Abcdef1!', confirm: 'Abcdef1!' });
      expect(register).toBeEnabled();
    }
  }, 20_000);

  it('shows the live checklist and the mismatch message', async () => {
    useCaptcha('off');
    renderRoute('/register');
    await screen.findByRole('heading', { name: 'Join Hadal' });
    fill({ password: 'abc', confirm: 'abd' });
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveTextContent('(not yet)');
    expect(screen.getByText('One lowercase letter').closest('li')).toHaveTextContent('(done)');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('registers a parent account and shows the check-your-email view', async () => {
    useCaptcha('off');
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            id: 1,
            email: 'hodan@example.com',
            username: 'Hodan',
            is_parent: true,
            email_verified: false,
            detail: 'ok',
          },
          { status: 201 },
        );
      }),
    );
    renderRoute('/register');
    await screen.findByRole('heading', { name: 'Join Hadal' });
    fireEvent.click(screen.getByLabelText(/Parent Account/));
    fill({ email: 'hodan@example.com', name: ' Hodan ', password: 'Abcdef1!', confirm: 'Abcdef1!' });
    const register = screen.getByRole('button', { name: 'Register' });
    await vi.waitFor(() => expect(register).toBeEnabled());
    fireEvent.click(register);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sent).toEqual({
      email: 'hodan@example.com',
      username: 'Hodan',
      password: 'Abcdef1!',
      is_parent: true,
      captcha_token: null,
    });
  });

  it('shows the server detail, or the fallback message', async () => {
    useCaptcha('off');
    server.use(
      http.post('*/api/auth/register', () =>
        HttpResponse.json({ detail: 'An account with this email already exists' }, { status: 409 }),
      ),
    );
    renderRoute('/register');
    await screen.findByRole('heading', { name: 'Join Hadal' });
    fill({ email: 'hodan@example.com', name: 'Hodan', password: 'Abcdef1!', confirm: 'Abcdef1!' });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    server.use(http.post('*/api/auth/register', () => HttpResponse.json({}, { status: 500 })));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registration failed. Please check your information and try again.'),
    ).toBeInTheDocument();
  });

  it('names the first broken rule when the form is sent anyway: the password, then the captcha', async () => {
    useCaptcha('altcha');
    renderRoute('/register');
    await screen.findByRole('button', { name: 'Solve captcha' });
    fill({ email: 'hodan@example.com', name: 'Hodan', password: 'abcdef1!', confirm: 'abcdef1!' });
    const form = screen.getByRole('button', { name: 'Register' }).closest('form')!;
    fireEvent.submit(form);
    expect(await screen.findByText('Password does not meet complexity requirements')).toBeInTheDocument();
    fill({ password: 'Abcdef1!', confirm: 'Abcdef1!' });
    fireEvent.submit(form);
    expect(await screen.findByText('Please complete the captcha verification')).toBeInTheDocument();
  });
});
