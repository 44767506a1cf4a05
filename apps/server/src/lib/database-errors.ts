/** PostgreSQL error classes that mean "the database cannot serve now", not "this request is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|57014)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|database is closed|Client has encountered a connection error|Cannot use a pool after calling end|Database query timed out/i;

/**
 * A service the request needs (the shared counters' Redis, say) did not answer: the request is
 * answered 503 with Retry-After, like a database outage, and never as if the check had passed.
 */
export class DependencyUnavailable extends Error {
  readonly code = 'DEPENDENCY_UNAVAILABLE';
  constructor(dependency: string, cause: unknown) {
    super(`${dependency} is unavailable`, { cause });
  }
}

/**
 * True when `e` (or an error it wraps, as Drizzle does) says the database is down, unreachable,
 * shutting down, overloaded or too slow: the request should be answered 503 and retried later.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i += 1) {
    const c = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (cur instanceof DependencyUnavailable) return true;
    if (typeof c.code === 'string' && (UNAVAILABLE_SQLSTATE.test(c.code) || UNAVAILABLE_NODE_CODES.has(c.code)))
      return true;
    if (typeof c.message === 'string' && UNAVAILABLE_MESSAGES.test(c.message)) return true;
    cur = c.cause;
  }
  return false;
}

/** True when a database error is a unique-constraint violation (PostgreSQL 23505). */
export function isUniqueViolation(e: unknown): { constraint: string } | null {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i += 1) {
    const c = cur as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (c.code === '23505') {
      const constraint = typeof c.constraint === 'string' ? c.constraint : String(c.message ?? '');
      return { constraint };
    }
    cur = c.cause;
  }
  return null;
}
