import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes, preloadRoute } from './router';
import { StartupGate } from './shell/startup-gate';
import { useStartPrefetch } from './shell/start-prefetch';

/** Starts the signed-in screen's first API calls while the opening screen shows. */
function StartPrefetch() {
  useStartPrefetch();
  return null;
}

/** The screen the app opens on, loaded while the opening screen shows. */
const preloadFirstScreen = () => preloadRoute(window.location.pathname);

/**
 * The whole Hadal web app: providers, the start-up health gate and the routes. React Router's
 * declarative mode (no loaders or actions are used) keeps the data router out of the first load.
 */
export function App() {
  return (
    <AppProviders>
      <StartPrefetch />
      <StartupGate prepare={preloadFirstScreen}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StartupGate>
    </AppProviders>
  );
}
