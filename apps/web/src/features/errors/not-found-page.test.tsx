import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-app';

describe('NotFoundPage', () => {
  it('is shown for an unknown path, with a Go Home link to /', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const goHome = screen.getByRole('link', { name: 'Go Home' });
    expect(goHome).toHaveAttribute('href', '/');
    await user.click(goHome);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Speak the Somali your family speaks' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
