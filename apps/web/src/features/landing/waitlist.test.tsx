import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { WAITLIST_JOINED_MESSAGE } from '@hadal/domain';
import { server } from '@/test/msw-server';
import { renderWithRouter } from '@/test/render-with-router';
import { LandingPage } from './landing-page';

vi.mock('@/components/captcha/altcha-field', () => ({
  AltchaField: ({ onChange }: { onChange: (p: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-payload')}>
      Solve captcha
    </button>
  ),
}));

describe('landing page waitlist', () => {
  it('is offered only in invite mode, and joins with the email and the captcha', async () => {
    let sent: unknown = null;
    server.use(
      http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'invite' })),
      http.get('*/api/captcha/config', () =>
        HttpResponse.json({ provider: 'altcha', challenge_url: '/api/captcha/challenge' }),
      ),
      http.post('*/api/waitlist', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: WAITLIST_JOINED_MESSAGE }, { status: 201 });
      }),
    );
    renderWithRouter(<LandingPage />);
    expect(await screen.findByRole('heading', { name: 'Join the waitlist' })).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'faadumo@example.com' } });
    // The button is enabled once the captcha in use is known; the widget appears with it.
    await screen.findByRole('button', { name: 'Solve captcha' });
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(await screen.findByText('Please complete the captcha verification')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(await screen.findByText(WAITLIST_JOINED_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual({ email: 'faadumo@example.com', captcha_token: 'solved-payload' });
  });

  it('is not shown when registration is open', async () => {
    renderWithRouter(<LandingPage />);
    expect(await screen.findByRole('link', { name: 'Create Free Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });
});
