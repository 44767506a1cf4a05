import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, testAccessToken, testProfile } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { routeArea } from './require-auth';

vi.mock('@/features/lessons/dashboard/dashboard-page', () => ({
  DashboardPage: () => <h1>Dashboard</h1>,
}));
vi.mock('@/features/lessons/player/lesson-player-page', () => ({
  LessonPlayerPage: () => <h1>Lesson</h1>,
}));

function signIn(claims: object = {}) {
  localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken(claims));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
}

describe('route guards', () => {
  it('classifies the route table', () => {
    expect(routeArea('/admin')).toBe('admin');
    expect(routeArea('/admin/users')).toBe('admin');
    expect(routeArea('/support/tickets/3')).toBe('admin');
    expect(routeArea('/parent-dashboard')).toBe('parent');
    expect(routeArea('/dashboard')).toBe('user');
    expect(routeArea('/administrator')).toBe('user');
  });

  it('shows Checking permissions... then sends a non-admin away from /admin', async () => {
    signIn();
    server.use(
      http.get('*/api/auth/profile', async () => {
        await delay(50);
        return HttpResponse.json(testProfile());
      }),
    );
    const { router } = renderRoute('/admin');
    expect(await screen.findByText('Checking permissions...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.isAdmin)).toBe('false');
  }, 20_000);

  it('lets an admin into /support', async () => {
    signIn();
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_admin: true }))),
      http.get('*/api/support/tickets', () => HttpResponse.json([])),
      http.get('*/api/support/tickets/counts', () => HttpResponse.json({ total: 0, open: 0, pending: 0, closed: 0 })),
    );
    renderRoute('/support');
    expect(await screen.findByRole('heading', { name: 'Support Inbox' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.isAdmin)).toBe('true');
  });

  it('sends a non-parent and a parent in child view from /parent-dashboard to /dashboard', async () => {
    signIn();
    const { router } = renderRoute('/parent-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows Account Disabled instead of a protected screen', async () => {
    signIn();
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ account_status: 'disabled' }))));
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Account Disabled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('still shows the content when the profile fetch fails', async () => {
    signIn();
    server.use(http.get('*/api/auth/profile', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the profile menu by role and logs out', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.isParent, 'true');
    localStorage.setItem(STORAGE_KEYS.isAdmin, 'true');
    server.use(
      http.get('*/api/auth/profile', () => HttpResponse.json(testProfile({ is_parent: true, is_admin: true }))),
    );
    let loggedOut = '';
    server.use(
      http.post('*/api/auth/logout', async ({ request }) => {
        loggedOut = JSON.stringify(await request.json());
        return HttpResponse.json({ detail: 'Signed out' });
      }),
    );
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Dynamic Lessons', 'Parent Dashboard', 'Admin', 'Support']) {
      expect(Array.from(main.querySelectorAll('a')).some((a) => a.textContent === name)).toBe(true);
    }
    await userEvent.click(screen.getAllByRole('button', { name: /Profile/ })[0]!);
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Parent Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loggedOut).toBe('{"refresh_token":"r1"}');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
