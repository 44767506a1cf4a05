import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

const supportContact = http.get('*/api/emails/support-contact', () =>
  HttpResponse.json({ email: 'support@hadal.example' }),
);

describe('/email/unsubscribe', () => {
  it('sends the token once and shows the message, the preference label and a link to the profile', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/emails/unsubscribe', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'You have been unsubscribed. You will no longer receive weekly progress reports from Hadal.',
          preference_label: 'Weekly progress reports',
        });
      }),
    );
    renderRoute('/email/unsubscribe?token=u1.abc.def');
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will no longer receive weekly progress reports');
    expect(screen.getByText('Weekly progress reports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to account settings' })).toHaveAttribute('href', '/profile');
    expect(bodies).toEqual([{ token: 'u1.abc.def' }]);
  });

  it('shows the server reason and a support contact when the link fails', async () => {
    server.use(
      supportContact,
      http.post('*/api/emails/unsubscribe', () =>
        HttpResponse.json({ detail: 'This unsubscribe link has expired or has already been used.' }, { status: 400 }),
      ),
    );
    renderRoute('/email/unsubscribe?token=used');
    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link has expired or has already been used.');
    expect(await screen.findByRole('link', { name: 'support@hadal.example' })).toHaveAttribute(
      'href',
      'mailto:support@hadal.example',
    );
  });

  it('falls back to the spec message when the server gives no reason', async () => {
    server.use(
      supportContact,
      http.post('*/api/emails/unsubscribe', () => new HttpResponse(null, { status: 502 })),
    );
    renderRoute('/email/unsubscribe?token=x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not process your unsubscribe request. The link may have expired or already been used.',
    );
  });

  it('asks for the link from the email when there is no token, without calling the server', async () => {
    server.use(supportContact);
    renderRoute('/email/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find an unsubscribe token. Please use the link provided in your email.',
    );
    expect(await screen.findByRole('link', { name: 'support@hadal.example' })).toBeInTheDocument();
  });
});
