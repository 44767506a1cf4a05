import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithRouter } from '@/test/render-with-router';
import { CookieConsentBar } from './cookie-consent-bar';

const savedConsent = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null') as unknown;

describe('CookieConsentBar', () => {
  it('offers Necessary (always on), Optional, Save Preferences and Accept All', () => {
    renderWithRouter(<CookieConsentBar />);
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Optional' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  });

  it('saves the chosen preferences, hides, and stays hidden after a remount', async () => {
    const user = userEvent.setup();
    const first = renderWithRouter(<CookieConsentBar />);
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(savedConsent()).toEqual({ necessary: true, optional: false });
    expect(screen.queryByRole('heading', { name: 'Cookies on Hadal' })).not.toBeInTheDocument();

    first.unmount();
    renderWithRouter(<CookieConsentBar />);
    expect(screen.queryByRole('heading', { name: 'Cookies on Hadal' })).not.toBeInTheDocument();
  });

  it('saves optional consent when the Optional box is ticked', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CookieConsentBar />);
    await user.click(screen.getByRole('checkbox', { name: 'Optional' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(savedConsent()).toEqual({ necessary: true, optional: true });
  });

  it('Accept All saves optional consent', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CookieConsentBar />);
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(savedConsent()).toEqual({ necessary: true, optional: true });
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
  });

  it('asks again when the saved value is unreadable', () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, '{"necessary":false}');
    renderWithRouter(<CookieConsentBar />);
    expect(screen.getByRole('heading', { name: 'Cookies on Hadal' })).toBeInTheDocument();
  });
});
