import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import routeModules from 'virtual:hadal-route-modules';
import { routeModuleNames, routeTable, type RouteEntry } from './route-table';
import { startRoute } from './router';

function entries(table: readonly RouteEntry[] = routeTable): RouteEntry[] {
  return table.flatMap((entry) => [entry, ...entries(entry.children ?? [])]);
}

describe('the route table', () => {
  it('has a lazy import for each of its modules, and each exports the component and first data it names', async () => {
    expect(Object.keys(routeModules).sort()).toEqual(routeModuleNames().sort());
    for (const entry of entries().filter((e) => e.module)) {
      const module = await routeModules[entry.module!]!();
      expect(typeof module[entry.component!], `${entry.module} ${entry.component}`).toBe('function');
      if (entry.firstData) expect(typeof module[entry.firstData], `${entry.module} ${entry.firstData}`).toBe('function');
      // A screen's first calls come from its first data, and the other way round.
      expect(Boolean(entry.firstData), entry.module).toBe(Boolean(entry.firstCalls?.length));
    }
  });

  it('puts its screens on their own paths, once each', () => {
    const paths = entries()
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
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
