import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type Params, type RouteMatch, type RouteObject } from 'react-router';
import routes, { type LoadedRoute } from 'virtual:hadal-routes';
import { hasStoredAuthToken } from '@/lib/auth-token';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { lazyScreen, preloadScreens } from './lazy-screen';
import { RootLayout } from './shell/root-layout';

type FirstData = (queryClient: QueryClient, params: Params) => Promise<unknown>;

function elementOf(entry: LoadedRoute): ReactElement | undefined {
  if (entry.load && entry.component) return lazyScreen(entry.load, entry.component);
  if (entry.signedInTo) return <RedirectIfAuthenticated to={entry.signedInTo} />;
  return undefined;
}

/** A route-table entry as React Router's route; the entry rides along as its `handle`. */
function toRouteObject(entry: LoadedRoute): RouteObject {
  const element = elementOf(entry);
  if (entry.index) return { index: true, element, handle: entry };
  return { path: entry.path, element, handle: entry, children: entry.children?.map(toRouteObject) };
}

/**
 * The routes React Router renders: the route table (route-table.ts, as the build's virtual module
 * `virtual:hadal-routes` has it, each module a lazy import) inside the root layout.
 */
export const appRoutes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: routes.map(toRouteObject) }];

/** The screens of the route table at the current location (inside a BrowserRouter). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

const entryOf = (match: RouteMatch) => match.route.handle as LoadedRoute | undefined;
const ignore = () => undefined;

/**
 * What the app opens at `pathname`: matches the route table and starts, while the opening screen
 * shows, the first data of the matched routes (the guard's and the screen's `firstData`, into the
 * query cache the screens read) and loads their code (the guard, a layout, the page). A visitor
 * holding a session on a path with `signedInTo` opens that path instead. Signed-in routes start
 * their data only with a session, public ones only without. The promise is the code's: the first
 * screen then renders whole, without a loading fallback in between. Never rejects.
 */
export function startRoute(
  queryClient: QueryClient,
  pathname: string,
  signedIn: boolean = hasStoredAuthToken(),
): Promise<void> {
  let matches = matchRoutes(appRoutes, pathname) ?? [];
  const to = signedIn ? matches.map(entryOf).find((entry) => entry?.signedInTo)?.signedInTo : undefined;
  if (to) matches = matchRoutes(appRoutes, to) ?? [];
  const guarded = matches.some((match) => entryOf(match)?.guard === 'signed-in');
  if (guarded === signedIn) {
    for (const match of matches) {
      const entry = entryOf(match);
      if (!entry?.load || !entry.firstData) continue;
      const name = entry.firstData;
      void entry
        .load()
        .then((module) => (module[name] as FirstData)(queryClient, match.params))
        .catch(ignore);
    }
  }
  return preloadScreens(matches.map((match) => match.route.element as ReactElement | undefined));
}
