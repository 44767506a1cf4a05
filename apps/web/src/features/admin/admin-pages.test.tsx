import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoute } from '@/test/render-app';
import { ADMIN_NAV } from './admin-nav';
import { adminUser, bundle, childProfile, invite, signInAsAdmin } from './testing/admin-fixtures';

beforeEach(() => signInAsAdmin());

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

describe('admin layout', () => {
  it('shows the admin nav and the dashboard entries to every page', async () => {
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const item of ADMIN_NAV) expect(within(nav).getByRole('link', { name: item.label })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invites.*invite codes/ })).toHaveAttribute('href', '/admin/invites');
  });
});

describe('invites page', () => {
  it('lists invites with state, renews only unused ones and deletes after confirmation', async () => {
    let deleted = 0;
    server.use(
      http.get('*/api/admin/settings', () => json({ registration_mode: 'open' })),
      http.get('*/api/admin/invites', () =>
        json([invite(), invite({ id: 2, invite_code: 'USED2345EFGH', used_by: ['x@example.com'], is_used: true })]),
      ),
      http.delete('*/api/admin/invites/:id', ({ params }) => {
        deleted = Number(params.id);
        return json({ detail: 'Invite deleted' });
      }),
    );
    renderRoute('/admin/invites');
    const table = await screen.findByRole('table', { name: 'Invites' });
    expect(within(table).getByText('Available')).toBeInTheDocument();
    expect(within(table).getByText('Used')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew ABCD2345EFGH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew USED2345EFGH' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete ABCD2345EFGH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Invite' });
    expect(deleted).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
  });

  it('needs an email for an individual invite and shows the new code', async () => {
    let body: unknown = null;
    server.use(
      http.get('*/api/admin/settings', () => json({ registration_mode: 'invite' })),
      http.get('*/api/admin/invites', () => json([])),
      http.post('*/api/admin/invites', async ({ request }) => {
        body = await request.json();
        return json(invite({ invite_code: 'NEWC2345EFGH' }), 201);
      }),
    );
    renderRoute('/admin/invites');
    expect(await screen.findByText('No invites yet.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Registration by invite only/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create Invite' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Invite' }));
    expect(await screen.findByText('NEWC2345EFGH')).toBeInTheDocument();
    expect(body).toEqual({ email: 'amina@example.com', invite_type: 'individual', expiry_days: 7 });
  });

  it('says so when invites cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/settings', () => json({ registration_mode: 'open' })),
      http.get('*/api/admin/invites', () => json({ detail: 'boom' }, 500)),
    );
    renderRoute('/admin/invites');
    expect(
      await screen.findByText('Failed to load invites. Please try again.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

describe('users page', () => {
  it('offers the actions, never Delete on the bootstrap admin, and resets a password only when the rules hold', async () => {
    let reset: unknown = null;
    server.use(
      http.get('*/api/admin/users', () =>
        json([
          adminUser(),
          adminUser({
            id: 1,
            email: 'boss@example.com',
            is_admin: true,
            is_bootstrap_admin: true,
            email_verified: true,
          }),
        ]),
      ),
      http.get('*/api/admin/child-profiles', () => json([childProfile()])),
      http.post('*/api/admin/users/:id/reset-password', async ({ request }) => {
        reset = await request.json();
        return json({ detail: 'Password reset' });
      }),
    );
    renderRoute('/admin/users');
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('button', { name: 'Delete hodan@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete boss@example.com' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify email of hodan@example.com' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Child profiles' })).toHaveTextContent('Ayaan');

    await userEvent.click(screen.getByRole('button', { name: 'Reset password of hodan@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    const save = within(dialog).getByRole('button', { name: 'Save Password' });
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'weakpass');
    await userEvent.type(within(dialog).getByLabelText('Confirm Password'), 'weakpass');
    expect(save).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('New Password'));
    await userEvent.clear(within(dialog).getByLabelText('Confirm Password'));
    await userEvent.type(within(dialog).getByLabelText('New Password'), 'Str0ng!pass');
    await userEvent.type(within(dialog).getByLabelText('Confirm Password'), 'Str0ng!pass');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(reset).toEqual({ new_password: 'Str0ng!pass' }));
  });

  it('makes an account a voice contributor and shows the role', async () => {
    let body: unknown = null;
    let contributor = false;
    server.use(
      http.get('*/api/admin/users', () => json([adminUser({ is_voice_contributor: contributor })])),
      http.get('*/api/admin/child-profiles', () => json([])),
      http.post('*/api/admin/users/:id/voice-contributor', async ({ request, params }) => {
        body = await request.json();
        contributor = true;
        return json({ id: Number(params.id), is_voice_contributor: true });
      }),
    );
    renderRoute('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Make voice contributor: hodan@example.com' }));
    await waitFor(() => expect(body).toEqual({ enabled: true }));
    expect(
      await screen.findByRole('button', { name: 'Remove voice contributor role of hodan@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Users' })).toHaveTextContent('Voice contributor');
  });

  it("shows the spec's message when users cannot be loaded", async () => {
    server.use(
      http.get('*/api/admin/users', () => json({ detail: 'boom' }, 500)),
      http.get('*/api/admin/child-profiles', () => json([])),
    );
    renderRoute('/admin/users');
    expect(await screen.findByText('Failed to load users', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('bundles, waitlist, AI usage, feedback and analytics', () => {
  it('activates an inactive bundle; the active one cannot be activated', async () => {
    let activated = '';
    server.use(
      http.get('*/api/admin/bundles', () =>
        json([bundle(), bundle({ bundle_id: 'test-core', name: 'Test Core', version: 1, is_active: false })]),
      ),
      http.post('*/api/admin/bundles/:id/activate', ({ params }) => {
        activated = String(params.id);
        return json({
          message: 'Bundle Test Core (version 1) is now active',
          bundle: bundle({ bundle_id: 'test-core' }),
        });
      }),
    );
    renderRoute('/admin/bundles');
    expect(await screen.findByRole('button', { name: 'Activate Somali Core' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Test Core' }));
    expect(await screen.findByText('Bundle Test Core (version 1) is now active')).toBeInTheDocument();
    expect(activated).toBe('test-core');
  });

  it('sends a waitlist invite and shows the code', async () => {
    server.use(
      http.get('*/api/admin/waitlist', () =>
        json([
          {
            id: 4,
            email: 'w@example.com',
            created_at: '2026-03-01T00:00:00Z',
            user_verified: false,
            invite_code: null,
          },
        ]),
      ),
      http.post('*/api/admin/waitlist/4/invite', () =>
        json({
          id: 4,
          email: 'w@example.com',
          created_at: '2026-03-01T00:00:00Z',
          user_verified: false,
          invite_code: 'WAIT2345EFGH',
        }),
      ),
    );
    renderRoute('/admin/waitlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Send invite to w@example.com' }));
    expect(await screen.findByText('WAIT2345EFGH')).toBeInTheDocument();
  });

  it('pages AI usage by 20, searches by email and sets a limit', async () => {
    const seen: string[] = [];
    let limit: unknown = null;
    server.use(
      http.get('*/api/admin/ai-usage', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const skip = Number(url.searchParams.get('skip'));
        const items = Array.from({ length: skip ? 5 : 20 }, (_, i) => ({
          id: skip + i + 1,
          email: `user${skip + i + 1}@example.com`,
          daily_limit: 20,
          today_usage: 0,
        }));
        return json({ items, total: 25, skip, limit: 20 });
      }),
      http.put('*/api/admin/ai-usage/:id/limit', async ({ request, params }) => {
        limit = { id: params.id, ...((await request.json()) as object) };
        return json({ id: 1, email: 'user1@example.com', daily_limit: 3, today_usage: 0 });
      }),
    );
    renderRoute('/admin/ai-usage');
    expect(await screen.findByText('1–20 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–25 of 25')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by email'), 'user2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)).toBe('?skip=0&limit=20&search=user2'));
    await userEvent.click(await screen.findByRole('button', { name: 'Set limit of user1@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Daily Limit' });
    await userEvent.clear(within(dialog).getByLabelText('Daily limit'));
    await userEvent.type(within(dialog).getByLabelText('Daily limit'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Limit' }));
    await waitFor(() => expect(limit).toEqual({ id: '1', daily_limit: 3 }));
  });

  it('shows the empty feedback state and the analytics cards', async () => {
    server.use(
      http.get('*/api/admin/feedback', () => json([])),
      http.get('*/api/admin/analytics', () =>
        json({
          total_users: 12,
          daily_active_users: 4,
          total_child_profiles: 3,
          total_lesson_sessions: 40,
          completed_lessons: 25,
          dynamic_lessons_created: 0,
        }),
      ),
    );
    const { router } = renderRoute('/admin/feedback');
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    await router.navigate('/admin/analytics');
    expect((await screen.findByText('Active Today')).nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Total Users').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Dynamic Lessons Created').nextSibling).toHaveTextContent('0');
    expect(screen.getByText('Completed Lessons').nextSibling).toHaveTextContent('25');
  });
});
