import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
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
    // The consent bar's code loads only while no choice is saved.
    expect(await screen.findByRole('heading', { name: 'Cookies on Hadal' })).toBeInTheDocument();
  });

  it('does not show the cookie bar on a device that has chosen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ necessary: true, optional: false }));
    try {
      vi.useFakeTimers();
      render(<App />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      vi.useRealTimers();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Speak the Somali your family speaks' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Cookies on Hadal' })).not.toBeInTheDocument();
    } finally {
      window.localStorage.removeItem(STORAGE_KEYS.cookieConsent);
    }
  });
});
