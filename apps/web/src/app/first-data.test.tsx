import { render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server, testAccessToken, testMe } from '@/test/msw-server';
import { lessonDetail, listItem } from '@/features/lessons/testing/lesson-fixtures';
import { App, startApp } from '@/app/app';

/*
 * The route table's loaders: a screen's first calls start with its code, while the opening screen
 * shows, into the query cache the screen then reads.
 */

/** Every API call the app makes (path and query string). */
let calls: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  calls.push(url.pathname + url.search);
};
const paths = () => calls.map((c) => c.replace(/\?.*/, '')).sort();
let stopRouter: (() => void) | undefined;

/** Keeps the opening screen up: the health check does not answer until the test ends. */
function healthNeverAnswers() {
  server.use(
    http.get('*/api/health', async () => {
      await delay('infinite');
      return HttpResponse.json({ status: 'ok' });
    }),
  );
}

function renderAppAt(path: string) {
  window.history.pushState({}, '', path);
  const app = startApp();
  stopRouter = () => app.router.dispose();
  return render(<App {...app} />);
}

const greetings = lessonDetail({ id: 1, stable_id: 'v1', title: 'Greetings', order_index: 1 });

beforeEach(() => {
  calls = [];
  server.events.on('request:start', onRequest);
  server.use(
    http.get('*/api/auth/me', () => HttpResponse.json(testMe({ username: 'Amina' }))),
    http.get('*/api/lessons', () => HttpResponse.json([listItem(greetings)])),
    http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([])),
    http.get('*/api/lessons/v1', () => HttpResponse.json(greetings)),
    http.get('*/api/lessons/progress/global', () => HttpResponse.json([])),
    http.get('*/api/review/items', () => HttpResponse.json([])),
  );
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  stopRouter?.();
  stopRouter = undefined;
  window.history.pushState({}, '', '/');
});

/** The dashboard's calls (the guard's and its own) and the health check, in path order. */
const DASHBOARD_CALLS = [
  '/api/auth/me',
  '/api/auth/profile',
  '/api/health',
  '/api/lessons',
  '/api/lessons/progress/stateful',
  '/api/profile/today',
];

describe('the first calls of a signed-in screen', () => {
  it.each([
    ['/dashboard', ['/api/auth/me', '/api/lessons?limit=200', '/api/lessons/progress/stateful', '/api/profile/today']],
    ['/lesson/v1', ['/api/lessons/v1', '/api/lessons/progress/stateful']],
    ['/review', ['/api/lessons/progress/global', '/api/review/items?limit=15']],
  ])('start while the opening screen shows when a session is stored: %s', async (path, own) => {
    window.localStorage.setItem('authToken', testAccessToken());
    healthNeverAnswers();
    renderAppAt(path);
    const expected = ['/api/auth/profile', '/api/health', ...own].sort();
    await waitFor(() => expect([...calls].sort()).toEqual(expected));
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
  });

  it('are read from the cache by the screen once the opening screen is over, not made again', async () => {
    window.localStorage.setItem('authToken', testAccessToken());
    renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soo dhawoow, Amina!' })).toBeInTheDocument();
    expect(await screen.findByText('Greetings')).toBeInTheDocument();
    expect(paths()).toEqual(DASHBOARD_CALLS);
  });

  it('lead from / to the dashboard for a visitor holding a session, without the landing page', async () => {
    window.localStorage.setItem('authToken', testAccessToken());
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soo dhawoow, Amina!' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(paths()).toEqual(DASHBOARD_CALLS);
  });

  it('are not made without a session: the opening screen, then /login', async () => {
    renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(paths().filter((p) => p !== '/api/auth/social/config')).toEqual(['/api/health']);
  });
});

describe('the first calls of a public page', () => {
  it("start the landing page's registration mode for a first visit, asked once", async () => {
    server.use(http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'open' })));
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(paths()).toEqual(['/api/health', '/api/registration']);
  });

  it("start login's sign-in providers while the opening screen shows, so the buttons render with the form", async () => {
    server.use(
      http.get('*/api/auth/social/config', () =>
        HttpResponse.json({ providers: [{ provider: 'google', authorize_url: null }] }),
      ),
    );
    healthNeverAnswers();
    renderAppAt('/login');
    await waitFor(() => expect(paths()).toEqual(['/api/auth/social/config', '/api/health']));
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
  });
});
