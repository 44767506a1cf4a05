import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import type { AccessTokens } from '../lib/access-token';
import { EmailVerificationRequired, Forbidden, Unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by the guards below. */
    user: UserRow | null;
  }
}

export interface GuardOptions {
  /** A disabled account may still read its profile (spec 02 §2). */
  allowDisabled?: boolean;
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: AccessTokens,
  opts: GuardOptions,
): Promise<UserRow> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw new Unauthorized();
  const claims = await tokens.verify(header.slice(7).trim()).catch(() => {
    throw new Unauthorized('Invalid or expired token');
  });
  const [user] = await db.select().from(users).where(eq(users.id, claims.uid)).limit(1);
  if (!user) throw new Unauthorized('Invalid or expired token');
  if (user.email && !user.emailVerified) throw new EmailVerificationRequired();
  if (user.accountStatus === 'disabled' && !opts.allowDisabled) throw new Forbidden('Account disabled');
  request.user = user;
  return user;
}

/**
 * Guards for route options: `{ preHandler: guards.requireUser() }`.
 * Authorization lives here, never in the web app alone.
 */
export function createGuards(db: Db, tokens: AccessTokens) {
  const make =
    (check: (u: UserRow) => boolean, message: string) =>
    (opts: GuardOptions = {}): preHandlerAsyncHookHandler =>
      async function guard(request) {
        const user = await authenticate(request, db, tokens, opts);
        if (!check(user)) throw new Forbidden(message);
      };
  return {
    requireUser: make(() => true, ''),
    requireAdmin: make((u) => u.isAdmin, 'Administrator access required'),
    requireParent: make((u) => u.isParent && !u.isChild, 'Parent account required'),
    /** Adults and parents; never a child account. */
    requireAdult: make((u) => !u.isChild, 'Not available for child accounts'),
  };
}
export type Guards = ReturnType<typeof createGuards>;
