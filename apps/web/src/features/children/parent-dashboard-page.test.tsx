import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { dashboardWithTwo, serveDashboard, signInAsParent } from './testing/family-fixtures';

beforeEach(() => signInAsParent());

const card = async (name: string) => screen.findByRole('article', { name });

describe('parent dashboard', () => {
  it('shows a card per child: name, Learning Somali, lessons, XP, progress and last activity or Never', async () => {
    serveDashboard();
    renderRoute('/parent-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parent Dashboard' })).toBeInTheDocument();
    const hodan = within(await card('Hodan'));
    expect(hodan.getByText('Learning Somali')).toBeInTheDocument();
    expect(hodan.getByText('Lessons completed').nextSibling).toHaveTextContent('2');
    expect(hodan.getByText('XP points').nextSibling).toHaveTextContent('45');
    // 2 of the 3 lessons available.
    expect(hodan.getByText('67%')).toBeInTheDocument();
    expect(hodan.getByRole('progressbar', { name: "Hodan's progress" })).toHaveAttribute('aria-valuenow', '67');
    expect(hodan.getByText('Jan 15, 2026')).toBeInTheDocument();
    const liban = within(await card('Liban'));
    expect(liban.getByText('Never')).toBeInTheDocument();
    expect(liban.getByText('0%')).toBeInTheDocument();
    for (const action of ['Edit', 'Delete', 'View Lessons', 'Reset Progress', 'Continue Learning']) {
      expect(hodan.getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it('says No Child Profiles Yet and offers Add Child Profile when there is none', async () => {
    serveDashboard({ total_lessons_available: 3, children: [] });
    renderRoute('/parent-dashboard');
    expect(await screen.findByRole('heading', { name: 'No Child Profiles Yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Child Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Add Child Profile' })).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/children/dashboard', () =>
        fail ? HttpResponse.json({ detail: 'boom' }, { status: 500 }) : HttpResponse.json(dashboardWithTwo),
      ),
    );
    renderRoute('/parent-dashboard');
    expect(
      await screen.findByText('Failed to load child profiles. Please try again.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await card('Hodan')).toBeInTheDocument();
  });

  it('deletes a child only after confirmation', async () => {
    serveDashboard();
    let deleted: string | null = null;
    server.use(
      http.delete('*/api/children/:id', ({ params }) => {
        deleted = String(params.id);
        return HttpResponse.json({ detail: 'Child profile deleted' });
      }),
    );
    renderRoute('/parent-dashboard');
    await userEvent.click(within(await card('Hodan')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hodan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBeNull();
    await userEvent.click(within(await card('Hodan')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe('7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resets progress after confirmation, and says so when it fails', async () => {
    serveDashboard();
    let calls = 0;
    server.use(
      http.post('*/api/children/:id/reset-progress', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
          : HttpResponse.json({ detail: 'Progress reset' });
      }),
    );
    renderRoute('/parent-dashboard');
    await userEvent.click(within(await card('Hodan')).getByRole('button', { name: 'Reset Progress' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset Hodan's progress?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Progress' }));
    expect(await within(dialog).findByText('Failed to reset progress. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });
});

describe('Completed Lessons modal', () => {
  function serveProgress(entries: object[] | null) {
    server.use(
      http.get('*/api/children/:id/progress', () =>
        entries ? HttpResponse.json(entries) : HttpResponse.json({ detail: 'boom' }, { status: 500 }),
      ),
      http.get('*/api/lessons', () =>
        HttpResponse.json([
          {
            id: 1,
            stable_id: 'a1-greetings',
            title: 'Greetings',
            description: 'Hello',
            icon: '👋',
            cefr_level: 'A1',
            level: 1,
            lesson_type: 'vocabulary',
            order_index: 1,
            category: 'basics',
          },
        ]),
      ),
    );
  }

  it("lists each lesson's percent with its title from the lessons list", async () => {
    serveDashboard();
    serveProgress([
      { lesson_stable_id: 'a1-greetings', completed: true, skipped: false, progress_percentage: 100 },
      { lesson_stable_id: 'a1-unknown', completed: false, skipped: false, progress_percentage: 40 },
    ]);
    renderRoute('/parent-dashboard');
    await userEvent.click(within(await card('Hodan')).getByRole('button', { name: 'View Lessons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Completed Lessons - Hodan' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Greetings');
    expect(items[0]).toHaveTextContent('100%');
    expect(items[1]).toHaveTextContent('a1-unknown');
    expect(items[1]).toHaveTextContent('40%');
  });

  it('says No lesson progress yet, or Failed to load lesson progress', async () => {
    serveDashboard();
    serveProgress([]);
    renderRoute('/parent-dashboard');
    await userEvent.click(within(await card('Liban')).getByRole('button', { name: 'View Lessons' }));
    expect(await screen.findByText('No lesson progress yet')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    serveProgress(null);
    await userEvent.click(within(await card('Hodan')).getByRole('button', { name: 'View Lessons' }));
    expect(await screen.findByText('Failed to load lesson progress')).toBeInTheDocument();
  });
});
