import { runInNewContext } from 'node:vm';
import { routePaths, routeTable, type RouteEntry } from '../src/app/route-table';
import { FIRST_ANSWERS_GLOBAL } from '../src/lib/first-answers';
import { startScript } from './route-table';

/** For tests: a module's stand-in chunk file (`assets/<module>.js`). */
export const fakeFiles = (modules: string[]) => modules.map((module) => `assets/${module}.js`);

/**
 * For tests: runs the build's start script, made from the route table, for `pathname` in a bare
 * context with `token` stored (and `stored` beside it); returns what it asked for and preloaded.
 */
export function runStartScript(
  pathname: string,
  token: string | null,
  {
    stored = {},
    consentFiles = [],
    table = routeTable,
  }: { stored?: Record<string, string>; consentFiles?: string[]; table?: readonly RouteEntry[] } = {},
) {
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const preloaded: string[] = [];
  const window: Record<string, unknown> = {};
  const storage: Record<string, string> = { ...stored, ...(token ? { authToken: token } : {}) };
  let zoneLookups = 0;
  const context = {
    window,
    location: { pathname },
    localStorage: {
      getItem: (key: string) => storage[key] ?? null,
      setItem: (key: string, value: string) => {
        storage[key] = value;
      },
    },
    Intl: {
      DateTimeFormat: () => {
        zoneLookups += 1;
        return { resolvedOptions: () => ({ timeZone: 'Africa/Mogadishu' }) };
      },
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    },
    document: {
      createElement: () => ({}) as { href?: string },
      head: { appendChild: (link: { href: string }) => preloaded.push(link.href) },
    },
  };
  runInNewContext(startScript(routePaths(table), fakeFiles, consentFiles), context);
  const answers = window[FIRST_ANSWERS_GLOBAL] as Record<string, { token: string; zone: string }> | undefined;
  return { fetched, preloaded, answers, storage, zoneLookups, urls: fetched.map((f) => f.url) };
}
