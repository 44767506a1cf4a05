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
