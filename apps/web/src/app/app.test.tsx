import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('shows the branded opening screen, then the landing page', async () => {
    vi.useFakeTimers();
    render(<App />);
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    vi.useRealTimers();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Speak the Somali your family speaks' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hadal home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on Hadal' })).toBeInTheDocument();
  });
});
