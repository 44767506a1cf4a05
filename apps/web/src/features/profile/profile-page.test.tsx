import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '@hadal/domain';
import { lessonOrderKey, lessonProgressKey, STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

function signedIn(
  profile: object = {},
  settings = { daily_goal_minutes: 10, notifications_enabled: true, autoplay_audio: true },
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
  server.use(
    http.get('*/api/auth/profile', () =>
      HttpResponse.json(testProfile({ username: 'Hodan', email: 'hodan@example.com', ...profile })),
    ),
    http.get('*/api/profile/settings', () => HttpResponse.json(settings)),
    http.get('*/api/emails/preferences', () => HttpResponse.json(DEFAULT_EMAIL_PREFERENCES)),
  );
}

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ necessary: true, optional: false }));
});

describe('/profile for an adult', () => {
  it('shows the first letter, name, email, three stats and the four achievements', async () => {
    signedIn({ streak_days: 3, lessons_completed: 2, xp_points: 40 });
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hodan' })).toBeInTheDocument();
    expect(screen.getByText('hodan@example.com')).toBeInTheDocument();
    // No picture: the avatar is the name's first letter.
    expect(screen.getByText('H')).toBeInTheDocument();
    const stats = screen.getByText('Day Streak').closest('dl')!;
    expect(within(stats).getByText('Day Streak').nextSibling).toHaveTextContent('3');
    expect(within(stats).getByText('Lessons Completed').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('XP Earned').nextSibling).toHaveTextContent('40');
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    const item = (title: string) => within(achievements).getByRole('heading', { name: title }).closest('li')!;
    expect(item('First Lesson')).toHaveTextContent('Earned');
    expect(item('3-Day Streak')).toHaveTextContent('Earned');
    expect(item('Perfect Lesson')).toHaveTextContent('Not yet');
    expect(item('XP Collector')).toHaveTextContent('Not yet');
    expect(screen.getByRole('region', { name: 'Email Preferences' })).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Security' });
    expect(await within(security).findByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Danger Zone' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Weekly progress reports' })).toBeChecked();
  });

  it('saves the daily goal, the notifications option and audio autoplay', async () => {
    signedIn();
    let saved: unknown;
    server.use(
      http.put('*/api/profile/settings', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ daily_goal_minutes: 20, notifications_enabled: false, autoplay_audio: false });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/profile');
    const goal = await screen.findByRole('combobox', { name: 'Daily goal' });
    await waitFor(() => expect(goal).toBeEnabled());
    expect(goal).toHaveValue('10');
    expect(
      within(goal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 minutes a day', '10 minutes a day', '15 minutes a day', '20 minutes a day', '30 minutes a day']);
    await user.selectOptions(goal, '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Notifications' }), 'Disabled');
    const autoplay = screen.getByRole('combobox', { name: 'Play listening audio automatically' });
    expect(autoplay).toHaveValue('on');
    await user.selectOptions(autoplay, 'Off');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(saved).toEqual({ daily_goal_minutes: 20, notifications_enabled: false, autoplay_audio: false });
  });

  it('changes the password with the spec messages', async () => {
    signedIn();
    let attempts = 0;
    server.use(
      http.post('*/api/auth/change-password', () => {
        attempts += 1;
        if (attempts === 1) return HttpResponse.json({ detail: 'Current password is incorrect' }, { status: 400 });
        return HttpResponse.json({
          access_token: testAccessToken(),
          refresh_token: 'fresh',
          token_type: 'bearer',
          expires_in: 900,
          detail: 'Password changed successfully!',
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Change Password' });
    const submit = within(card).getByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    await user.type(within(card).getByLabelText(/^Current Password/), 'Old-pass1!');
    await user.type(within(card).getByLabelText(/^New Password/), 'Short1!');
    await user.type(within(card).getByLabelText(/^Confirm New Password/), 'Short2!');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(card).findByText('New password must be at least 8 characters long')).toBeInTheDocument();
    expect(within(card).getByText('New passwords do not match')).toBeInTheDocument();
    expect(attempts).toBe(0);

    await user.clear(within(card).getByLabelText(/^New Password/));
    await user.type(within(card).getByLabelText(/^New Password/), 'Cusub-Pass9!');
    await user.clear(within(card).getByLabelText(/^Confirm New Password/));
    await user.type(within(card).getByLabelText(/^Confirm New Password/), 'Cusub-Pass9!');
    await user.click(submit);
    expect(await within(card).findByText('Current password is incorrect')).toBeInTheDocument();
    await user.click(submit);
    expect(await within(card).findByText('Password changed successfully!')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('fresh');
  });

  it('resets all progress only after RESET is typed, and forgets saved lessons in this browser', async () => {
    signedIn({ xp_points: 80, lessons_completed: 4 });
    window.localStorage.setItem(lessonProgressKey('food-one'), '{}');
    window.localStorage.setItem(lessonOrderKey('food-one'), '[]');
    let body: unknown;
    server.use(
      http.post('*/api/profile/reset-progress', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'All your progress has been reset.' });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/profile');
    await user.click(await screen.findByRole('button', { name: 'Reset All Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset all progress?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset everything' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type RESET to confirm'), 'reset');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type RESET to confirm'));
    await user.type(within(dialog).getByLabelText('Type RESET to confirm'), 'RESET');
    await user.click(confirm);
    expect(await screen.findByText('All your progress has been reset.')).toBeInTheDocument();
    expect(body).toEqual({ confirmation: 'RESET' });
    expect(window.localStorage.getItem(lessonProgressKey('food-one'))).toBeNull();
    expect(window.localStorage.getItem(lessonOrderKey('food-one'))).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/profile for a child', () => {
  it('shows the username instead of the email and hides preferences, security and the danger zone', async () => {
    signedIn({ username: 'Ayaan', email: null, is_child: true });
    let saved: unknown;
    server.use(
      http.put('*/api/profile/settings', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ daily_goal_minutes: 10, notifications_enabled: true, autoplay_audio: true });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayaan' })).toBeInTheDocument();
    expect(screen.getByText(/Username:/)).toHaveTextContent('Username: Ayaan');
    expect(screen.queryByRole('region', { name: 'Email Preferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Security' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Danger Zone' })).not.toBeInTheDocument();

    const username = screen.getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveValue('Ayaan'));
    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(saved).toBeUndefined();
    await user.type(username, 'Ayaan Cali');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(saved).toEqual({
        daily_goal_minutes: 10,
        notifications_enabled: true,
        autoplay_audio: true,
        username: 'Ayaan Cali',
      }),
    );
  });

  it('treats a parent viewing as a child like a child', async () => {
    signedIn({ is_parent: true });
    window.localStorage.setItem(STORAGE_KEYS.impersonatingChild, 'true');
    renderRoute('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hodan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Danger Zone' })).not.toBeInTheDocument();
  });
});

describe('/profile when the profile cannot be loaded', () => {
  it('says so and still shows the rest of the page', async () => {
    signedIn();
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    renderRoute('/profile');
    expect(await screen.findByText('Failed to load your profile. Some details may be missing.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Settings' })).toBeInTheDocument();
  });
});
