import type { ComponentType } from 'react';
import { Navigate } from 'react-router';

type ScreenModule = Record<string, unknown>;

/** Rendered when a screen module does not (yet) export the expected component. */
function ScreenNotAvailable() {
  return <Navigate to="/" replace />;
}

/**
 * Route `lazy` loader for one named export of a screen module, so each screen is its own chunk.
 *   { path: 'about', lazy: lazyScreen(() => import('@/features/static-pages/about-page'), 'AboutPage') }
 */
export function lazyScreen(load: () => Promise<ScreenModule>, exportName: string) {
  return async (): Promise<{ Component: ComponentType }> => {
    const module = await load();
    const Component = module[exportName];
    return { Component: typeof Component === 'function' ? (Component as ComponentType) : ScreenNotAvailable };
  };
}
