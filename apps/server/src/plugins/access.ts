import type { FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { ADMIN_MFA_REQUIRED_CODE, MFA_MESSAGES, detailSchema } from '@hadal/domain';
import { ACCESS_LEVELS, type Access, type AppInstance, type Caller } from '@/app-types';
import { Forbidden } from '@/lib/errors';

/** 403 for an administrator without two-factor authentication on an admin or support route. */
export class AdminSecondFactorRequired extends Forbidden {
  constructor() {
    super(MFA_MESSAGES.adminSetupRequired, { 'x-error-code': ADMIN_MFA_REQUIRED_CODE });
  }
}

export interface AuthenticateOptions {
  allowDisabled: boolean;
  allowUnverified: boolean;
}

/** Reads the bearer token and loads the caller; throws 401/403 typed errors. */
export type Authenticate = ((request: FastifyRequest, options: AuthenticateOptions) => Promise<Caller>) & {
  /** The caller without waiting when every part of it is cached; undefined when it must be read. */
  known?: (request: FastifyRequest, options: AuthenticateOptions) => Caller | undefined;
};

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: Access;
  /** The route's schema as declared (the architecture tests check where its input schemas come from). */
  schema: FastifySchema | undefined;
}

const FORBIDDEN: Record<Exclude<Access, 'public' | 'learner'>, { allowed: (c: Caller) => boolean; message: string }> = {
  adult: {
    allowed: (c) => !c.user.isChild && c.actingParentId === null,
    message: 'Access denied: not available for child accounts',
  },
  parent: {
    allowed: (c) => c.user.isParent && !c.user.isChild && c.actingParentId === null,
    message: 'Parent account required',
  },
  admin: { allowed: (c) => c.user.isAdmin && c.actingParentId === null, message: 'Administrator access required' },
  support: { allowed: (c) => c.user.isAdmin && c.actingParentId === null, message: 'Support access required' },
  // The voice studio (issue 45): adult voice contributors and administrators.
  voice: {
    allowed: (c) => (c.user.isVoiceContributor || c.user.isAdmin) && !c.user.isChild && c.actingParentId === null,
    message: 'Voice contributor access required',
  },
};

function declaredAccess(route: RouteOptions): Access {
  const access = route.config?.access;
  if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `Route ${method} ${route.url} declares no access: add config.access (${ACCESS_LEVELS.join(' | ')})`,
    );
  }
  return access;
}

/**
 * Declared access on every route of `scope`: each route names who may call it in its config; a
 * route without a declaration stops the server at start. One hook enforces it before anything else
 * runs (body parsing included), and the OpenAPI document gets bearer security and the 401/403
 * answers from the same declaration. `matrix` receives every route with its access as it registers.
 */
export function enforceDeclaredAccess(
  scope: AppInstance,
  authenticate: Authenticate,
  matrix: RouteAccessEntry[] = [],
  checks: {
    /**
     * Whether an administrator has two-factor authentication on: without it, admin and support
     * routes answer 403 (x-error-code ADMIN_MFA_REQUIRED) and the app opens the setup. Unset: no check.
     */
    adminSecondFactor?: ((userId: number) => Promise<boolean>) | undefined;
  } = {},
): RouteAccessEntry[] {
  scope.addHook('onRoute', (route) => {
    const access = declaredAccess(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') matrix.push({ method, url: route.url, access, schema: route.schema });
    if (access === 'public') return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema.security = [{ bearer: [] }];
    const response = (schema.response ??= {}) as Record<string, unknown>;
    response[401] ??= detailSchema;
    response[403] ??= detailSchema;
  });
  scope.decorateRequest('user', null);
  scope.decorateRequest('caller', null);
  function admitCaller(request: FastifyRequest, caller: Caller, access: Exclude<Access, 'public'>): void {
    request.caller = caller;
    request.user = caller.user;
    if (access !== 'learner' && !FORBIDDEN[access].allowed(caller)) throw new Forbidden(FORBIDDEN[access].message);
    // A parent viewing as a child writes as the child: the log names the parent behind each write.
    if (caller.actingParentId !== null && request.method !== 'GET' && request.method !== 'HEAD')
      request.log.info(
        { childId: caller.user.id, actingParentId: caller.actingParentId },
        'write while viewing as a child',
      );
  }
  // A callback hook: a caller whose token, session and account are cached is admitted without a
  // promise; the others wait for `authenticate`.
  scope.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    const access = config.access ?? 'public';
    if (access === 'public') return done();
    const options = { allowDisabled: config.allowDisabled === true, allowUnverified: config.allowUnverified === true };
    const admit = (caller: Caller) => {
      try {
        admitCaller(request, caller, access);
      } catch (error) {
        return done(error as Error);
      }
      const secondFactor = checks.adminSecondFactor;
      // An administrator in the voice studio reviews everyone's recordings: the same second factor.
      const adminRoute = access === 'admin' || access === 'support' || (access === 'voice' && caller.user.isAdmin);
      if (!secondFactor || !adminRoute) return done();
      secondFactor(caller.user.id).then(
        (on: boolean) => done(on ? undefined : new AdminSecondFactorRequired()),
        (error: unknown) => done(error as Error),
      );
    };
    let known: Caller | undefined;
    try {
      known = authenticate.known?.(request, options);
    } catch (error) {
      return done(error as Error);
    }
    if (known) return admit(known);
    authenticate(request, options).then(admit, (error: unknown) => done(error as Error));
  });
  return matrix;
}
