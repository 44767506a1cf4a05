import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

function Fallback() {
  return <p>Loading screen</p>;
}

function renderAt(element: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Suspense fallback={<Fallback />}>
        <Routes>
          <Route path="/about" element={element} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('lazyScreen', () => {
  it('shows the fallback while a screen that was not preloaded loads, then the screen', async () => {
    const element = lazyScreen(async () => ({ AboutPage: () => <h1>About</h1> }), 'AboutPage');
    renderAt(element);
    expect(screen.getByText('Loading screen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
  });

  it('renders a preloaded screen at once, without the fallback, and loads its module once', async () => {
    const load = vi.fn(async () => ({ AboutPage: () => <h1>About</h1> }));
    const element = lazyScreen(load, 'AboutPage');
    await preloadScreens([element, null, <p key="plain">not a screen</p>]);
    renderAt(element);
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.queryByText('Loading screen')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not reject when a screen fails to load, and loads it again when it is rendered', async () => {
    const load = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ AboutPage: () => <h1>About</h1> });
    const element = lazyScreen(load, 'AboutPage');
    await expect(preloadScreens([element])).resolves.toBeUndefined();
    renderAt(element);
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leads home when the module has no such screen', async () => {
    const element = lazyScreen(async () => ({}), 'Missing');
    await act(() => preloadScreens([element]));
    renderAt(element);
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });
});
