import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPENING_SCREEN_MS } from '@/lib/health';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { App } from './app';

/** Renders the app on `/`, checks its opening screen, waits out its second on a fake clock, then finds the landing page. */
async function openLandingPage() {
  vi.useFakeTimers();
  try {
    render(<App />);
    expect(screen.getByText('Loading Hadal')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OPENING_SCREEN_MS);
    });
  } finally {
    vi.useRealTimers();
  }
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Speak the Somali your family speaks' }),
  ).toBeInTheDocument();
}

describe('App', () => {
  it('shows the branded opening screen, then the landing page', async () => {
    await openLandingPage();
    expect(screen.getByRole('link', { name: 'Hadal home' })).toBeInTheDocument();
    // The consent bar's code loads only while no choice is saved.
    expect(await screen.findByRole('heading', { name: 'Cookies on Hadal' })).toBeInTheDocument();
  });

  it('does not show the cookie bar on a device that has chosen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ necessary: true, optional: false }));
    try {
      await openLandingPage();
      expect(screen.queryByRole('heading', { name: 'Cookies on Hadal' })).not.toBeInTheDocument();
    } finally {
      window.localStorage.removeItem(STORAGE_KEYS.cookieConsent);
    }
  });
});
