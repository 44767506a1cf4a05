import type { ComponentType, ReactElement } from 'react';
import { Navigate } from 'react-router';
import { lazyComponent } from '@/lib/lazy-component';

type ScreenModule = Record<string, unknown>;

/** Rendered when a screen module does not (yet) export the expected component. */
function ScreenNotAvailable() {
  return <Navigate to="/" replace />;
}

/** A route element's component that can load its screen's module ahead of its first render. */
interface PreloadableScreen {
  preload: () => Promise<unknown>;
}

/**
 * The element of a route whose screen is one named export of a lazily loaded module, so each screen
 * is its own chunk. The Suspense boundary around the layout's outlet shows while it loads, unless the
 * module was loaded beforehand (preloadScreen): the screen then renders at once, with no fallback.
 *   { path: 'about', element: lazyScreen(() => import('@/features/static-pages/about-page'), 'AboutPage') }
 */
export function lazyScreen(load: () => Promise<ScreenModule>, exportName: string) {
  const Screen = lazyComponent(load, (module) => {
    const Component = module[exportName];
    return typeof Component === 'function' ? (Component as ComponentType) : ScreenNotAvailable;
  });
  return <Screen />;
}

function isPreloadable(type: unknown): type is PreloadableScreen {
  return typeof type === 'function' && typeof (type as Partial<PreloadableScreen>).preload === 'function';
}

/**
 * Loads the screen modules of these route elements (those made by lazyScreen), so that their first
 * render shows the screen itself rather than the loading fallback. Never rejects: a screen that
 * failed to load is loaded again when rendered, where the error boundary handles a second failure.
 */
export async function preloadScreens(elements: readonly (ReactElement | null | undefined)[]): Promise<void> {
  const screens: PreloadableScreen[] = [];
  for (const element of elements) if (isPreloadable(element?.type)) screens.push(element.type);
  await Promise.allSettled(screens.map((screen) => screen.preload()));
}
