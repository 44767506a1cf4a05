import { lazy, type ComponentType } from 'react';
import { Navigate } from 'react-router';

type ScreenModule = Record<string, unknown>;

/** Rendered when a screen module does not (yet) export the expected component. */
function ScreenNotAvailable() {
  return <Navigate to="/" replace />;
}

/**
 * The element of a route whose screen is one named export of a lazily loaded module, so each screen
 * is its own chunk. The Suspense boundary around the layout's outlet shows while it loads.
 *   { path: 'about', element: lazyScreen(() => import('@/features/static-pages/about-page'), 'AboutPage') }
 */
export function lazyScreen(load: () => Promise<ScreenModule>, exportName: string) {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => {
    const module = await load();
    const Component = module[exportName];
    return { default: typeof Component === 'function' ? (Component as ComponentType) : ScreenNotAvailable };
  });
  return <Screen />;
}
