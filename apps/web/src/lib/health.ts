/** How long the branded opening screen stays at least (spec 02 §9). */
export const OPENING_SCREEN_MS = 1000;
/** The health check gives up after this long (spec 02 §7, §9). */
export const HEALTH_TIMEOUT_MS = 6000;
export const HEALTH_PATH = '/api/health';

/**
 * GET /api/health. Resolves true when the API answers 2xx within the timeout,
 * false on a network error, a non-2xx status or a timeout. Never rejects.
 */
export async function checkHealth({
  timeoutMs = HEALTH_TIMEOUT_MS,
  signal,
}: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);
  try {
    // The request index.html preloads (<link rel="preload" as="fetch">): the browser started it
    // while the JavaScript was still loading, and this call takes its answer. Same URL and default
    // fetch options, or the preload is not matched (the answer is no-store, so it is never cached).
    const url = new URL(HEALTH_PATH, window.location.origin);
    const request = fetch(url, { signal: controller.signal }).then(async (response) => {
      // Read the body: an unread body leaves the request open in Chromium, so the page never goes quiet.
      await response.text();
      return response.ok;
    });
    // The abort settles the race even if a fetch implementation ignores the signal.
    const aborted = new Promise<boolean>((resolve) => {
      controller.signal.addEventListener('abort', () => resolve(false), { once: true });
    });
    return await Promise.race([request, aborted]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}
