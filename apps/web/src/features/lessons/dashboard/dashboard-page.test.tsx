import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StatefulProgressEntry } from '@hadal/domain';
import { server, testAccessToken, testMe } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { lessonDetail, listItem } from '@/features/lessons/testing/lesson-fixtures';
import { LOCAL_LEARNER_STORE_KEY } from '@/features/lessons/lib/local-streak';

const lessons = [
  listItem(lessonDetail({ id: 1, stable_id: 'v1', title: 'Greetings', order_index: 1 })),
  listItem(lessonDetail({ id: 2, stable_id: 'v2', title: 'Family', order_index: 2 })),
  listItem(lessonDetail({ id: 3, stable_id: 'v3', title: 'Numbers', order_index: 3 })),
  listItem(lessonDetail({ id: 4, stable_id: 'v4', title: 'Town', cefr_level: 'A2', level: 2 })),
  listItem(lessonDetail({ id: 5, stable_id: 'g1', title: 'Pronouns', lesson_type: 'grammar' })),
  listItem(
    lessonDetail({
      id: 6,
      stable_id: 'p1',
      title: 'Hello phrases',
      lesson_type: 'phrases',
      cefr_level: 'B2',
      level: 4,
    }),
  ),
  listItem(lessonDetail({ id: 8, stable_id: 'x1', title: 'Proverbs', cefr_level: 'X', level: 9 })),
];

const entry = (stable: string, over: Partial<StatefulProgressEntry>): StatefulProgressEntry => ({
  lesson_id: 0,
  lesson_stable_id: stable,
  completed: false,
  skipped: false,
  progress_percentage: 0,
  state: 'not_started',
  locked: false,
  ...over,
});

function handlers(me: Record<string, unknown> = testMe({ username: 'Amina', streak_days: 4 })) {
  server.use(
    http.get('*/api/auth/me', () => HttpResponse.json(me)),
    http.get('*/api/lessons', () => HttpResponse.json(lessons)),
    http.get('*/api/lessons/progress/stateful', () =>
      HttpResponse.json([
        entry('v1', { completed: true, progress_percentage: 100, state: 'completed' }),
        // Skipped after playing part of it: no partial bar.
        entry('v2', { skipped: true, progress_percentage: 30, state: 'skipped' }),
        entry('v3', { progress_percentage: 40, state: 'in_progress' }),
        entry('v4', { locked: true }),
        entry('g1', {}),
        entry('p1', { locked: true }),
        entry('x1', { locked: true }),
      ]),
    ),
  );
}

// Lazy route chunks can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.localStorage.setItem('authToken', testAccessToken());
});

describe('dashboard', () => {
  it('greets the learner and shows the streak, the beta notice and the review link', async () => {
    handlers();
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soo dhawoow, Amina!' })).toBeInTheDocument();
    expect(screen.getByText(/4 days streak/)).toBeInTheDocument();
    expect(screen.getByText(/progress can be reset at any time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Active Recall Practice/ })).toHaveAttribute('href', '/review');
  });

  it('falls back to the local streak when the server has none', async () => {
    const { streak_days: _none, ...withoutStreak } = testMe({ username: 'Amina' });
    handlers(withoutStreak);
    window.localStorage.setItem(LOCAL_LEARNER_STORE_KEY, JSON.stringify({ streakDays: 0, lastLoginDate: null }));
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Soo dhawoow, Amina!' });
    expect(await screen.findByText(/1 day streak/)).toBeInTheDocument();
  });

  it('groups vocabulary lessons by CEFR level with states, badges and locks', async () => {
    handlers();
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Beginner 1' })).toBeInTheDocument();
    // The other levels follow, one a task, so no single task lays out every card.
    expect(await screen.findByRole('heading', { name: 'Other Lessons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beginner 2' })).toBeInTheDocument();
    const greetings = screen.getByRole('link', { name: /Greetings/ });
    expect(greetings).toHaveAttribute('href', '/lesson/1');
    expect(within(greetings).getByText('Completed')).toBeInTheDocument();
    const family = screen.getByRole('link', { name: /Family/ });
    expect(within(family).getByText('Skipped')).toBeInTheDocument();
    expect(within(family).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(greetings).getByRole('progressbar')).toBeInTheDocument();
    // Locked: no link, a lock icon and the reason.
    expect(screen.queryByRole('link', { name: /Town/ })).not.toBeInTheDocument();
    const town = screen.getByText('Town').closest('[data-testid="lesson-card"]') as HTMLElement;
    expect(within(town).getByLabelText('Locked')).toBeInTheDocument();
    expect(within(town).getByText(/Complete or skip all vocabulary lessons of level A1/)).toBeInTheDocument();
    expect(screen.queryByText('Pronouns')).not.toBeInTheDocument();
  });

  it('opens at the level a placement gave (?level=A2): that level is brought into view', async () => {
    handlers();
    renderRoute('/dashboard?level=A2');
    const a2 = await screen.findByRole('heading', { name: 'Beginner 2' });
    await waitFor(() => expect(a2).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Beginner 1' })).not.toHaveFocus();
  });

  it('switches tabs and remembers the choice', async () => {
    handlers();
    const user = userEvent.setup();
    renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Beginner 1' });
    await user.click(screen.getByRole('tab', { name: 'Phrases' }));
    expect(await screen.findByRole('heading', { name: 'Intermediate 2' })).toBeInTheDocument();
    expect(screen.getByText('Hello phrases')).toBeInTheDocument();
    expect(window.localStorage.getItem('dashboardTab')).toBe('phrases');
  });

  it('opens on the remembered tab', async () => {
    handlers();
    window.localStorage.setItem('dashboardTab', 'grammar');
    renderRoute('/dashboard');
    expect(await screen.findByText('Pronouns')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grammar' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when there are no lessons', async () => {
    handlers();
    server.use(http.get('*/api/lessons', () => HttpResponse.json([])));
    renderRoute('/dashboard');
    expect(await screen.findByText('No lessons available at the moment.')).toBeInTheDocument();
  });

  it('says when lessons fail to load', async () => {
    handlers();
    server.use(http.get('*/api/lessons', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    renderRoute('/dashboard');
    expect(
      await screen.findByText('Failed to load lessons. Please try again later.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('shows a loading skeleton first', async () => {
    handlers();
    renderRoute('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading lessons' })).toBeInTheDocument();
  });
});

describe("today's goal", () => {
  it("shows today's XP against the goal, and celebrates once it is met", async () => {
    handlers();
    server.use(
      http.get('*/api/profile/today', () =>
        HttpResponse.json({
          day: '2026-05-10',
          xp_today: 30,
          daily_goal_minutes: 10,
          daily_goal_xp: 50,
          goal_met: false,
        }),
      ),
    );
    const first = renderRoute('/dashboard');
    const goal = await screen.findByRole('region', { name: 'Daily goal' });
    expect(await within(goal).findByText('30 / 50 XP today')).toBeInTheDocument();
    expect(within(goal).getByText("Today's goal")).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: "Progress toward today's goal" })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    first.unmount();

    server.use(
      http.get('*/api/profile/today', () =>
        HttpResponse.json({
          day: '2026-05-10',
          xp_today: 55,
          daily_goal_minutes: 10,
          daily_goal_xp: 50,
          goal_met: true,
        }),
      ),
    );
    renderRoute('/dashboard');
    const met = await screen.findByRole('region', { name: 'Daily goal' });
    expect(await within(met).findByText('Daily goal met!')).toBeInTheDocument();
    expect(within(met).getByText('55 / 50 XP today')).toBeInTheDocument();
  });
});
