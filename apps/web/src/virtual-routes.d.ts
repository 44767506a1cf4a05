/** The route table as the app runs it; build-plugins/route-table.ts writes it from app/route-table.ts. */
declare module 'virtual:hadal-routes' {
  import type { RouteEntry } from '@/app/route-table';

  /** A route-table entry with its module's lazy import in place of the module's name, without `firstCalls`. */
  export interface LoadedRoute extends Omit<RouteEntry, 'module' | 'firstCalls' | 'children'> {
    load?: () => Promise<Record<string, unknown>>;
    children?: readonly LoadedRoute[];
  }

  const routes: readonly LoadedRoute[];
  export default routes;
}
