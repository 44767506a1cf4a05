import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_LESSON_MESSAGES } from '@hadal/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { server, testAccessToken, testProfile } from '@/test/msw-server';
import { RequireAuth, routeArea } from './require-auth';

/** The guard around stand-in screens, as the dynamic and interactive lessons will sit behind it. */
function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { path: '/dynamic-lessons', element: <h1>Dynamic Lessons</h1> },
          { path: '/interactive-lesson/:lessonId', element: <h1>Interactive Lesson</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function signIn(profile: object, storage: Record<string, string> = {}) {
  localStorage.setItem(STORAGE_KEYS.authToken, testAccessToken());
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  server.use(http.get('*/api/auth/profile', () => HttpResponse.json(testProfile(profile))));
}

describe('dynamic and interactive lessons', () => {
  it('are their own area of the route table', () => {
    expect(routeArea('/dynamic-lessons')).toBe('adult');
    expect(routeArea('/interactive-lesson/12')).toBe('adult');
    expect(routeArea('/dynamic-lessons-old')).toBe('user');
  });

  it('open for an adult or a parent', async () => {
    signIn({ is_parent: true });
    renderGuarded('/dynamic-lessons');
    expect(await screen.findByRole('heading', { name: 'Dynamic Lessons' })).toBeInTheDocument();
  });

  it('tell a child account why, then send it to /dashboard after 2 seconds', async () => {
    signIn({ is_child: true });
    const router = renderGuarded('/interactive-lesson/3');
    expect(await screen.findByText(DYNAMIC_LESSON_MESSAGES.childBlocked)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interactive-lesson/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(screen.queryByRole('heading', { name: 'Interactive Lesson' })).not.toBeInTheDocument();
  });

  it('send a parent viewing as a child to /dashboard at once', async () => {
    signIn({ is_child: true }, { [STORAGE_KEYS.impersonatingChild]: 'true', [STORAGE_KEYS.userType]: 'child' });
    const router = renderGuarded('/dynamic-lessons');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Dynamic Lessons' })).not.toBeInTheDocument();
  });
});
