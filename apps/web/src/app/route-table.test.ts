import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import routes, { type LoadedRoute } from 'virtual:hadal-routes';
import { routeTable, type RouteEntry } from './route-table';
import { startRoute } from './router';

function entries<T extends { children?: readonly T[] }>(table: readonly T[]): T[] {
  return table.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
}

describe('the route table', () => {
  it('runs as written: each module a lazy import that exports the component and first data the entry names', async () => {
    const written: RouteEntry[] = entries(routeTable);
    const loaded: LoadedRoute[] = entries(routes);
    expect(loaded.map((e) => [e.path, e.index, e.component, e.guard, e.firstData])).toEqual(
      written.map((e) => [e.path, e.index, e.component, e.guard, e.firstData]),
    );
    for (const [i, entry] of written.entries()) {
      expect(Boolean(loaded[i]!.load)).toBe(Boolean(entry.module));
      if (!entry.module) continue;
      const module = await loaded[i]!.load!();
      expect(typeof module[entry.component!], `${entry.module} ${entry.component}`).toBe('function');
      if (entry.firstData)
        expect(typeof module[entry.firstData], `${entry.module} ${entry.firstData}`).toBe('function');
      // A screen's first calls come from its first data, and the other way round.
      expect(Boolean(entry.firstData), entry.module).toBe(Boolean(entry.firstCalls?.length));
    }
  });

  it('puts its screens on their own paths, once each, the not-found page last', () => {
    const paths = entries(routeTable)
      .filter((e) => e.path)
      .map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });
});

describe('startRoute', () => {
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('loads the code of an unknown path (the not-found page) and starts no first data', async () => {
    const client = queryClient();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(startRoute(client, '/no-such-page', true)).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('starts no first data of a signed-in screen without a session, and none of a public page with one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = queryClient();
    await startRoute(client, '/dashboard', false);
    await startRoute(client, '/login', true);
    // The modules are loaded: any first data would have started by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
