import {
  SOCIAL_POPUP_HEIGHT_PX,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_WIDTH_PX,
  type SocialProvider,
} from '@hadal/domain';

/** What the callback page posts to the window that opened it. */
export interface SocialCallbackMessage {
  type: 'hadal:social-callback';
  provider: SocialProvider;
  code: string | null;
  state: string | null;
  iss: string | null;
  error: string | null;
}

export const SOCIAL_CALLBACK_MESSAGE = 'hadal:social-callback';

/** The popup was closed before the provider sent it back: nothing to report. */
export class SocialPopupClosed extends Error {}

function isCallbackMessage(data: unknown, provider: SocialProvider): data is SocialCallbackMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SOCIAL_CALLBACK_MESSAGE &&
    (data as { provider?: unknown }).provider === provider
  );
}

/**
 * Opens the provider's page in a 500x600 popup (spec 01 §7) and waits for the callback page's
 * message, accepted only from this app's own origin. The popup is checked for closing every second.
 * Call it straight from the click, or the browser blocks the popup.
 */
export function openSocialPopup(
  provider: SocialProvider,
  authorizeUrl: string,
): Promise<{ code: string; state: string | null; iss: string | null }> {
  const left = Math.max(0, window.screenX + (window.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2);
  const features = `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`;
  const popup = window.open(authorizeUrl, `hadal-${provider}-sign-in`, features);
  if (!popup) return Promise.reject(new Error('The sign-in window could not be opened'));

  return new Promise((resolve, reject) => {
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isCallbackMessage(event.data, provider)) return;
      cleanup();
      const { code, state, iss, error } = event.data;
      if (error || !code) reject(new Error(error ?? 'No authorization code'));
      else resolve({ code, state, iss });
    }
    const poll = window.setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new SocialPopupClosed('closed'));
      }
    }, SOCIAL_POPUP_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
