/** How often a job is tried and how long it waits between tries (exponential backoff). */
export const JOB_MAX_ATTEMPTS = 12;
export const JOB_RETRY_BASE_MS = 30_000;
export const JOB_RETRY_MAX_MS = 3_600_000;
/** How long a claim lasts; a worker that dies mid-job loses it after this and another takes over. */
export const JOB_LEASE_MS = 5 * 60_000;

/** The wait after failed attempt `attempt` (1, 2, …): 30 s, 1 min, 2 min, … capped at 1 hour. */
export function retryDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(JOB_RETRY_BASE_MS * 2 ** exponent, JOB_RETRY_MAX_MS);
}
