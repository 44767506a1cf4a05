import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readCookieConsent } from '@/lib/cookie-consent';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { appRoutes, routerReady } from './router';
import { preloadConsentBar } from './shell/root-layout';
import { StartupGate } from './shell/startup-gate';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Creates the query cache and the router of the address bar's location. The router starts at once
 * (before React renders): the first screen's code and first data load while the opening screen shows.
 */
export function startApp(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(appRoutes(queryClient));
  return { queryClient, router };
}

/**
 * The opening screen's wait: the router's first screen (its code and first data) and, on a device
 * that has not chosen yet, the cookie consent bar's code.
 */
function prepareFirstScreen(router: AppRouter): Promise<unknown> {
  return Promise.all([routerReady(router), readCookieConsent() === null ? preloadConsentBar() : null]);
}

/** The whole Hadal web app: providers, the start-up health gate and the router. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  const prepare = useCallback(() => prepareFirstScreen(router), [router]);
  return (
    <AppProviders queryClient={queryClient}>
      <StartupGate prepare={prepare}>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProviders>
  );
}
