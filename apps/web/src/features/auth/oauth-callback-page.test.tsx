import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAuthCallbackPage } from './oauth-callback-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the social callback page', () => {
  it('hands the code, state and issuer to its opener on this origin only, then closes', () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    vi.stubGlobal('close', close);
    window.history.replaceState(null, '', '/auth/microsoft/callback?code=c1&state=s1&iss=https%3A%2F%2Fidp');
    render(<OAuthCallbackPage />);
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'hadal:social-callback',
        provider: 'microsoft',
        code: 'c1',
        state: 's1',
        iss: 'https://idp',
        error: null,
      },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
  });

  it('opened on its own, it asks to close the window', () => {
    vi.stubGlobal('opener', null);
    window.history.replaceState(null, '', '/auth/google/callback?code=c1');
    render(<OAuthCallbackPage />);
    expect(screen.getByRole('status')).toHaveTextContent('You can close this window');
  });
});
