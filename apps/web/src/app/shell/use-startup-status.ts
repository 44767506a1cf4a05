import { startTransition, useCallback, useEffect, useState } from 'react';
import { checkHealth, HEALTH_TIMEOUT_MS, OPENING_SCREEN_MS } from '@/lib/health';

export type StartupStatus = 'opening' | 'ready' | 'unavailable';

/**
 * Runs the start-up health check while the opening screen shows for OPENING_SCREEN_MS.
 * 'opening' until both the minimum time has passed and the check has settled (at most HEALTH_TIMEOUT_MS),
 * then 'ready', or 'unavailable' when the API failed, answered non-2xx or timed out.
 */
export function useStartupStatus({
  openingMs = OPENING_SCREEN_MS,
  timeoutMs = HEALTH_TIMEOUT_MS,
}: { openingMs?: number; timeoutMs?: number } = {}): { status: StartupStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [openingDone, setOpeningDone] = useState(false);
  const [healthy, setHealthy] = useState<boolean | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // Leaving the opening screen renders the whole app: as a transition, React renders it in slices
    // and keeps the page responsive meanwhile, instead of one long task.
    const timer = setTimeout(() => startTransition(() => setOpeningDone(true)), openingMs);
    void checkHealth({ timeoutMs, signal: controller.signal }).then((ok) => {
      if (!controller.signal.aborted) startTransition(() => setHealthy(ok));
    });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [attempt, openingMs, timeoutMs]);

  const retry = useCallback(() => {
    setOpeningDone(false);
    setHealthy(null);
    setAttempt((value) => value + 1);
  }, []);

  const status: StartupStatus = !openingDone || healthy === null ? 'opening' : healthy ? 'ready' : 'unavailable';
  return { status, retry };
}
