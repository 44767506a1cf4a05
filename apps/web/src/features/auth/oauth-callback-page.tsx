import { SOCIAL_PROVIDERS, type SocialProvider } from '@hadal/domain';
import { useEffect } from 'react';
import { SOCIAL_CALLBACK_MESSAGE, type SocialCallbackMessage } from './social/social-popup';

/**
 * /auth/google/callback and /auth/microsoft/callback: the provider sends the popup here with a
 * code (or an error); the page hands it to the window that opened it, on this origin only, and
 * closes. Opened on its own (no opener), it says so.
 */
export function OAuthCallbackPage() {
  const provider = SOCIAL_PROVIDERS.find((p) => window.location.pathname === `/auth/${p}/callback`);
  const opener = window.opener as Window | null;
  useEffect(() => {
    if (!opener || !provider) return;
    const params = new URLSearchParams(window.location.search);
    const message: SocialCallbackMessage = {
      type: SOCIAL_CALLBACK_MESSAGE,
      provider: provider as SocialProvider,
      code: params.get('code'),
      state: params.get('state'),
      iss: params.get('iss'),
      error: params.get('error'),
    };
    opener.postMessage(message, window.location.origin);
    window.close();
  }, [opener, provider]);
  return (
    <main className="mx-auto max-w-md p-8 text-center text-ink-700">
      <p role="status">{opener ? 'Finishing sign-in…' : 'You can close this window and sign in again.'}</p>
    </main>
  );
}
