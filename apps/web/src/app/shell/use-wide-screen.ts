import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint: the header shows its desktop navigation from here on. */
const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True where the desktop navigation shows (and where the browser cannot tell). */
function isWide(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/** Whether the screen is at least `md` wide, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
