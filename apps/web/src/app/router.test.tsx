import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoute } from '@/test/render-app';

// The route table is tested apart from the screens it loads: stand-ins for the account and lesson screens.
vi.mock('@/features/auth/login-page', () => ({
  LoginPage: () => <h1>Welcome Back</h1>,
}));
vi.mock('@/features/auth/routes', () => ({
  RegisterPage: () => <h1>Join Hadal</h1>,
  ForgotPasswordPage: () => <h1>Forgot your password?</h1>,
}));
vi.mock('@/features/lessons/dashboard/dashboard-page', () => ({
  DashboardPage: () => <h1>Dashboard</h1>,
}));
vi.mock('@/features/lessons/player/lesson-player-page', () => ({
  LessonPlayerPage: () => <h1>Lesson</h1>,
}));

/** A JWT-shaped access token valid for 15 minutes (the browser only reads its claims). */
function validToken(): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub: 'learner@example.com', exp: Math.floor(Date.now() / 1000) + 900 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('route table', () => {
  it.each([
    '/dashboard',
    '/lesson/12',
    '/review',
    '/stories',
    '/stories/a1-story-my-family',
    '/profile',
    '/parent-dashboard',
    '/admin/users',
    '/support/tickets/3',
  ])('sends a visitor without a token from %s to /login', async (path) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor holding an authToken from / to /dashboard', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, validToken());
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens protected screens when a token is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, validToken());
    renderRoute('/lesson/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson' })).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Hadal'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/register', 'Join Hadal'],
    ['/forgot-password', 'Forgot your password?'],
  ])('renders the public page %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows every page inside the header and footer', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Hadal' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ] as const) {
      const link = Array.from(footer.querySelectorAll('a')).find((a) => a.textContent === name);
      expect(link).toHaveAttribute('href', href);
    }
  });
});
