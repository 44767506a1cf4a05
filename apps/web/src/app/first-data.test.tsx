import { render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPENING_SCREEN_MS } from '@/lib/health';
import { server, testAccessToken, testMe } from '@/test/msw-server';
import { lessonDetail, listItem } from '@/features/lessons/testing/lesson-fixtures';
// The build's start script, made from the route table, is what the app's first calls are held to.
// eslint-disable-next-line no-restricted-imports -- build-plugins/ is outside the @/ alias (src/)
import { runStartScript } from '../../build-plugins/run-start-script';
import { App } from './app';

/** Every API call the app makes, with the time it started (ms after the app was rendered). */
let calls: { path: string; url: string; atMs: number }[] = [];
let renderedAt = 0;
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  calls.push({ path: url.pathname, url: url.pathname + url.search, atMs: performance.now() - renderedAt });
};
const paths = () => calls.map((c) => c.path).sort();

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
  renderedAt = performance.now();
  return render(<App />);
}

const greetings = lessonDetail({ id: 1, stable_id: 'v1', title: 'Greetings', order_index: 1 });

beforeAll(async () => {
  // The screens' chunks, as the build's start script has them downloaded in the browser.
  await Promise.all([
    import('@/app/guards/require-auth'),
    import('@/features/lessons/dashboard/dashboard-page'),
    import('@/app/lesson-screen'),
    import('@/features/review/review-page'),
  ]);
});

beforeEach(() => {
  calls = [];
  server.events.on('request:start', onRequest);
  server.use(
    http.get('*/api/auth/me', () => HttpResponse.json(testMe({ username: 'Amina' }))),
    http.get('*/api/lessons', () => HttpResponse.json([listItem(greetings)])),
    http.get('*/api/lessons/progress/stateful', () => HttpResponse.json([])),
    http.get('*/api/lessons/v1', () => HttpResponse.json(greetings)),
  );
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
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
  it('start while the opening screen shows when a session is stored', async () => {
    window.localStorage.setItem('authToken', testAccessToken());
    healthNeverAnswers();
    renderAppAt('/dashboard');
    await waitFor(() => expect(paths()).toEqual(DASHBOARD_CALLS));
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    for (const call of calls) expect(call.atMs).toBeLessThan(OPENING_SCREEN_MS);
  });

  it("start the lesson player's lesson with the guard's profile", async () => {
    window.localStorage.setItem('authToken', testAccessToken());
    healthNeverAnswers();
    renderAppAt('/lesson/v1');
    await waitFor(() =>
      expect(paths()).toEqual([
        '/api/auth/profile',
        '/api/health',
        '/api/lessons/progress/stateful',
        '/api/lessons/v1',
        '/api/profile/settings',
      ]),
    );
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
  });

  it("are the calls the build's start script asks for (the table's firstCalls), query strings included", async () => {
    window.localStorage.setItem('authToken', testAccessToken());
    healthNeverAnswers();
    server.use(
      http.get('*/api/lessons/progress/global', () => HttpResponse.json([])),
      http.get('*/api/review/items', () => HttpResponse.json([])),
    );
    for (const path of ['/', '/dashboard', '/lesson/v1', '/review']) {
      calls = [];
      const expected = runStartScript(path, 'the-token').urls;
      const { unmount } = renderAppAt(path);
      await waitFor(() => expect(calls).toHaveLength(expected.length + 1));
      const made = calls.map((c) => c.url).filter((u) => u !== '/api/health');
      expect(made.sort()).toEqual([...expected].sort());
      unmount();
    }
  });

  it("are, on a public page without a session, the calls the build's start script asks for", async () => {
    healthNeverAnswers();
    server.use(
      http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'open' })),
      http.get('*/api/captcha/config', () => HttpResponse.json({ provider: 'off', challenge_url: null })),
      http.get('*/api/auth/social/config', () => HttpResponse.json({ providers: [] })),
    );
    for (const path of ['/', '/login', '/register', '/about']) {
      calls = [];
      const expected = runStartScript(path, null).urls;
      const { unmount } = renderAppAt(path);
      await waitFor(() => expect(calls).toHaveLength(expected.length + 1));
      const made = calls.map((c) => c.url).filter((u) => u !== '/api/health');
      expect(made.sort(), path).toEqual([...expected].sort());
      unmount();
    }
  });

  it('are read from the cache by the screen once the opening screen is over, not made again', async () => {
    window.localStorage.setItem('authToken', testAccessToken());
    renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soo dhawoow, Amina!' })).toBeInTheDocument();
    expect(await screen.findByText('Greetings')).toBeInTheDocument();
    expect(paths()).toEqual(DASHBOARD_CALLS);
  });

  it("start the landing page's registration mode for a first visit, asked once", async () => {
    server.use(http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'open' })));
    healthNeverAnswers();
    const { unmount } = renderAppAt('/');
    await waitFor(() => expect(paths()).toEqual(['/api/health', '/api/registration']));
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    for (const call of calls) expect(call.atMs).toBeLessThan(OPENING_SCREEN_MS);
    unmount();
    // Once the opening screen is over the landing page reads the answer from the cache.
    calls = [];
    server.resetHandlers();
    server.use(http.get('*/api/registration', () => HttpResponse.json({ registration_mode: 'open' })));
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(paths()).toEqual(['/api/health', '/api/registration']);
  });

  it("start login's sign-in providers for a first visit, so the buttons render with the form", async () => {
    server.use(
      http.get('*/api/auth/social/config', () =>
        HttpResponse.json({ providers: [{ provider: 'google', authorize_url: null }] }),
      ),
    );
    healthNeverAnswers();
    const { unmount } = renderAppAt('/login');
    await waitFor(() => expect([...paths()].sort()).toEqual(['/api/auth/social/config', '/api/health']));
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    for (const call of calls) expect(call.atMs).toBeLessThan(OPENING_SCREEN_MS);
    unmount();
  });

  it('are not made without a session: the opening screen, then /login, as before', async () => {
    renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(paths().filter((p) => p !== '/api/auth/social/config')).toEqual(['/api/health']);
  });
});
