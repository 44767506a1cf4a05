import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes, startRoute } from './router';
import { StartupGate } from './shell/startup-gate';

/**
 * The start-up gate over the routes: while the opening screen shows, the route table starts the
 * opened screen's code and first data (startRoute).
 */
function StartingApp() {
  const queryClient = useQueryClient();
  const prepare = useCallback(() => startRoute(queryClient, window.location.pathname), [queryClient]);
  return (
    <StartupGate prepare={prepare}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StartupGate>
  );
}

/**
 * The whole Hadal web app: providers, the start-up health gate and the routes. React Router's
 * declarative mode (no loaders or actions are used) keeps the data router out of the first load.
 */
export function App() {
  return (
    <AppProviders>
      <StartingApp />
    </AppProviders>
  );
}
