import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardWithTwo, serveDashboard, signInAsParent } from '@/features/children/testing/family-fixtures';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';

vi.mock('../../features/lessons/dashboard/dashboard-page', () => ({
  DashboardPage: () => <h1>Dashboard</h1>,
}));
vi.mock('../../features/lessons/player/lesson-player-page', () => ({
  LessonPlayerPage: () => <h1>Lesson</h1>,
}));

const childToken = testAccessToken({ sub: 'hodan7', uid: 7, act: { uid: 1 } });

beforeEach(() => {
  signInAsParent();
  serveDashboard(dashboardWithTwo);
  // The profile answers for whoever the bearer token names.
  server.use(
    http.get('*/api/auth/profile', ({ request }) =>
      HttpResponse.json(
        request.headers.get('authorization') === `Bearer ${childToken}`
          ? testProfile({ id: 7, username: 'hodan7', email: null, is_child: true })
          : testProfile({ is_parent: true }),
      ),
    ),
    http.post('*/api/children/7/session', () =>
      HttpResponse.json({
        access_token: childToken,
        refresh_token: 'child-refresh',
        token_type: 'bearer',
        expires_in: 900,
        child_id: 7,
        child_name: 'Hodan',
        username: 'hodan7',
      }),
    ),
  );
});

const mainNavLinks = () =>
  Array.from(screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a')).map((a) => a.textContent);

async function continueAsHodan() {
  const view = renderRoute('/parent-dashboard');
  const hodan = await screen.findByRole('article', { name: 'Hodan' });
  await userEvent.click(within(hodan).getByRole('button', { name: 'Continue Learning' }));
  await screen.findByRole('heading', { name: 'Dashboard' });
  return view;
}

describe('viewing as a child', () => {
  it("stashes the parent's token and user type, sets the impersonation keys and opens the child's dashboard", async () => {
    const parentToken = localStorage.getItem(STORAGE_KEYS.authToken);
    const { router } = await continueAsHodan();
    expect(localStorage.getItem(STORAGE_KEYS.parentAuthToken)).toBe(parentToken);
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard?child=7');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(childToken);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('child-refresh');
    expect(localStorage.getItem(STORAGE_KEYS.parentRefreshToken)).toBe('parent-refresh');
    expect(localStorage.getItem(STORAGE_KEYS.parentUserType)).toBe('parent');
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('child');
    expect(localStorage.getItem(STORAGE_KEYS.impersonatingChild)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.impersonatingChildName)).toBe('Hodan');
    expect(localStorage.getItem(STORAGE_KEYS.impersonatingChildId)).toBe('7');
    const banner = await screen.findByRole('region', { name: 'Child view' });
    expect(within(banner).getByText('Viewing as Hodan')).toBeInTheDocument();
    expect(mainNavLinks()).not.toContain('Dynamic Lessons');
    expect(mainNavLinks()).not.toContain('Parent Dashboard');
  });

  it('keeps the parent dashboard out of reach', async () => {
    const { router } = await continueAsHodan();
    await router.navigate('/parent-dashboard');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard?child=7'),
    );
    expect(screen.queryByRole('heading', { name: 'Parent Dashboard' })).not.toBeInTheDocument();
  });

  it('Return to Parent restores the saved parent token, ends the child session and opens the parent dashboard', async () => {
    const parentToken = localStorage.getItem(STORAGE_KEYS.authToken);
    let revoked: unknown = null;
    server.use(
      http.post('*/api/auth/logout', async ({ request }) => {
        revoked = await request.json();
        return HttpResponse.json({ detail: 'Signed out' });
      }),
    );
    const { router } = await continueAsHodan();
    await userEvent.click(await screen.findByRole('button', { name: 'Return to Parent' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parent-dashboard'));
    expect(await screen.findByRole('article', { name: 'Hodan' })).toBeInTheDocument();
    expect(revoked).toEqual({ refresh_token: 'child-refresh' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(parentToken);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('parent-refresh');
    expect(localStorage.getItem(STORAGE_KEYS.userType)).toBe('parent');
    for (const key of [
      STORAGE_KEYS.impersonatingChild,
      STORAGE_KEYS.impersonatingChildName,
      STORAGE_KEYS.impersonatingChildId,
      STORAGE_KEYS.parentAuthToken,
      STORAGE_KEYS.parentUserType,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(screen.queryByRole('region', { name: 'Child view' })).not.toBeInTheDocument();
    expect(mainNavLinks()).toContain('Parent Dashboard');
  });
});
