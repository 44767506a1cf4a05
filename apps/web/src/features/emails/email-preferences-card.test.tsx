import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '@hadal/domain';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { server } from '@/test/msw-server';
import { render } from '@testing-library/react';
import { EmailPreferencesCard, PREFERENCE_MESSAGE_CLEAR_MS } from './email-preferences-card';

function renderCard() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <AppProviders queryClient={queryClient}>
      <EmailPreferencesCard />
    </AppProviders>,
  );
}

describe('EmailPreferencesCard', () => {
  it('shows the seven preferences, with security notifications on and locked', async () => {
    server.use(http.get('*/api/emails/preferences', () => HttpResponse.json(DEFAULT_EMAIL_PREFERENCES)));
    renderCard();
    expect(await screen.findByRole('switch', { name: 'Weekly progress reports' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    const security = screen.getByRole('switch', { name: 'Security notifications' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
  });

  it('applies a toggle at once, sends only that boolean, and clears the success message after 3 s', async () => {
    let body: unknown;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/emails/preferences', () => HttpResponse.json(DEFAULT_EMAIL_PREFERENCES)),
      http.put('*/api/emails/preferences', async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({ ...DEFAULT_EMAIL_PREFERENCES, weekly_progress_reports: false });
      }),
    );
    const user = userEvent.setup();
    renderCard();
    const weekly = await screen.findByRole('switch', { name: 'Weekly progress reports' });
    await user.click(weekly);
    // Applied before the server answers.
    expect(weekly).not.toBeChecked();
    await waitFor(() => expect(body).toEqual({ weekly_progress_reports: false }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer();
    expect(await screen.findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(weekly).not.toBeChecked();
    vi.advanceTimersByTime(PREFERENCE_MESSAGE_CLEAR_MS);
    await waitFor(() => expect(screen.queryByText('Preferences updated successfully')).not.toBeInTheDocument());
  });

  it('moves the switch back and says so when the change fails', async () => {
    server.use(
      http.get('*/api/emails/preferences', () => HttpResponse.json(DEFAULT_EMAIL_PREFERENCES)),
      http.put('*/api/emails/preferences', () => HttpResponse.json({ detail: 'Server trouble' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderCard();
    const reminders = await screen.findByRole('switch', { name: 'Inactivity reminders' });
    await user.click(reminders);
    expect(await screen.findByText('Failed to update preferences')).toBeInTheDocument();
    expect(reminders).toBeChecked();
  });

  it('says when the preferences cannot be loaded, and offers to try again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/emails/preferences', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'down' }, { status: 503 })
          : HttpResponse.json(DEFAULT_EMAIL_PREFERENCES);
      }),
    );
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('Failed to load email preferences')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Achievement notifications' })).toBeChecked();
  });
});
