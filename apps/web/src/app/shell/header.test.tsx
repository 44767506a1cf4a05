import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithRouter } from '@/test/render-with-router';
import { Header } from './header';

describe('Header', () => {
  it('shows the logo link home, Login and Register when logged out', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Hadal home' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toContainElement(screen.getAllByRole('link', { name: 'Login' })[0] ?? null);
    expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register');
  });

  it('shows Dashboard instead when a token is stored', () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    renderWithRouter(<Header />);
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('loads the Profile menu on demand for a signed-in visitor', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'token');
    renderWithRouter(<Header />);
    expect(await screen.findByRole('button', { name: 'Profile' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu with the hamburger button and Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const login = Array.from(menu.querySelectorAll('a')).find((link) => link.textContent === 'Login');
    await user.click(login as HTMLAnchorElement);
    expect(router.state.location.pathname).toBe('/login');
  });
});
