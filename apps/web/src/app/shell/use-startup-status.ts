import { startTransition, useCallback, useEffect, useState } from 'react';
import { checkHealth, HEALTH_TIMEOUT_MS, OPENING_SCREEN_MS } from '@/lib/health';

export type StartupStatus = 'opening' | 'ready' | 'unavailable';

const nothingToPrepare = () => Promise.resolve();

/**
 * Runs the start-up health check, and `prepare` (loading the first screen's code), while the
 * opening screen shows for OPENING_SCREEN_MS. 'opening' until the minimum time has passed, the
 * check has settled (at most HEALTH_TIMEOUT_MS) and `prepare` has settled or given up (at the same
 * limit), then 'ready', or 'unavailable' when the API failed, answered non-2xx or timed out.
 */
export function useStartupStatus({
  openingMs = OPENING_SCREEN_MS,
  timeoutMs = HEALTH_TIMEOUT_MS,
  prepare = nothingToPrepare,
}: { openingMs?: number; timeoutMs?: number; prepare?: () => Promise<unknown> } = {}): {
  status: StartupStatus;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [openingDone, setOpeningDone] = useState(false);
  const [healthy, setHealthy] = useState<boolean | null>(null);
  const [prepared, setPrepared] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // Leaving the opening screen renders the whole app: as a transition, React renders it in slices
    // and keeps the page responsive meanwhile, instead of one long task.
    const timer = setTimeout(() => startTransition(() => setOpeningDone(true)), openingMs);
    void checkHealth({ timeoutMs, signal: controller.signal }).then((ok) => {
      if (!controller.signal.aborted) startTransition(() => setHealthy(ok));
    });
    const done = () => {
      if (!controller.signal.aborted) startTransition(() => setPrepared(true));
    };
    const giveUp = setTimeout(done, timeoutMs);
    prepare().then(done, done);
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      controller.abort();
    };
  }, [attempt, openingMs, timeoutMs, prepare]);

  const retry = useCallback(() => {
    setOpeningDone(false);
    setHealthy(null);
    setPrepared(false);
    setAttempt((value) => value + 1);
  }, []);

  // The maintenance page does not wait for the first screen's code.
  const status: StartupStatus =
    !openingDone || healthy === null ? 'opening' : !healthy ? 'unavailable' : prepared ? 'ready' : 'opening';
  return { status, retry };
}
