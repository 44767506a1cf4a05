import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from './db/schema';

/**
 * Who may call a route (ARCHITECTURE.md "How a request finds its code"):
 * - public: anyone;
 * - learner: any signed-in account with a verified email (children included);
 * - adult: signed in, not a child account and not a parent viewing as a child;
 * - parent: a parent account, not viewing as a child;
 * - admin, support: administrators (support agents are admins).
 */
export const ACCESS_LEVELS = ['public', 'learner', 'adult', 'parent', 'admin', 'support', 'voice'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The signed-in caller, set by the access hook before the handler runs. */
export interface Caller {
  user: UserRow;
  /** The parent acting through a child-scoped token (viewing as a child), else null. */
  actingParentId: number | null;
  /** The session the bearer token names (claim sid). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route of a module: the server refuses to start without it. */
    access?: Access;
    /** A disabled account may still call this route (its profile: spec 02 §2). */
    allowDisabled?: boolean;
    /** An account whose email is not verified yet may call this route (asking for a new link). */
    allowUnverified?: boolean;
    /**
     * A multipart/form-data body, described for the OpenAPI document only (the route reads its
     * parts itself, with the multipart plugin's limits): JSON Schema of its fields and files.
     */
    multipartBody?: Record<string, unknown>;
  }
  interface FastifyRequest {
    /** The signed-in account on routes that are not public; null on public routes. */
    user: UserRow | null;
    caller: Caller | null;
  }
}

/** The Fastify instance every module's routes are registered on (zod schemas for types). */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
