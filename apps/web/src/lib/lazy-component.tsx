import { createElement, lazy, type ComponentType } from 'react';

/** A component whose module loads on demand, and can be loaded ahead of its first render. */
export type OnDemand<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component picked from a lazily loaded module (its own chunk). Its first render suspends until
 * the module has arrived, unless preload() loaded it before: it then renders at once, with no
 * fallback. A failed load rejects in render, for the nearest error boundary.
 *   const Matching = lazyComponent(() => import('./matching-exercise'), (m) => m.MatchingExercise);
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async (): Promise<ComponentType<P>> => (loaded ??= pick(await load()));
  const Lazy = lazy(async () => ({ default: loaded ?? (await preload()) }));
  function OnDemandComponent(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(OnDemandComponent, { preload });
}
