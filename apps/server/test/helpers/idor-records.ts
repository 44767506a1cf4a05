import { randomUUID } from 'node:crypto';
import { mfaPasskeys } from '@/db/schema';
import { customerMail } from '@/modules/support/support.fixtures';
import { GOOD_SCRIPT, type startFakeLlmServer } from './fake-llm-server';
import { authHeader, createUser } from './factories';
import { createChildOf } from './family-factories';
import type { Identity, World } from './idor-world';
import { enableMfa } from './mfa-factories';

/** Records of family A made for the IDOR sweep (test/security/idor-sweep.test.ts), and the calls that reach them. */
/** One request at a record of family A, and what proves it was not reached. */
export interface Target {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: Record<string, unknown> | Buffer;
  contentType?: string;
  /** A's data: none of these strings may appear in another caller's answer. */
  secrets: string[];
  /** `own` cases: the accounts whose rows are compared (the other tables are compared whole in `owned` cases). */
  ownerIds: number[];
}

export interface IdorCase {
  /**
   * owned: the request names a record of A by its id; everyone else gets 403 or 404.
   * own: the key is public content (a lesson's stable_id); each caller reaches only its own record.
   */
  scope: 'owned' | 'own';
  /** Who may reach the record (its answer must be 2xx). */
  owner: Identity;
  make(w: World): Promise<Target>;
}

export type Llm = Awaited<ReturnType<typeof startFakeLlmServer>>;
const BOUNDARY = '----hadal-idor';
/** A multipart body of text fields, as a browser sends it. */
export const multipart = (fields: Record<string, string>) =>
  Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${BOUNDARY}--\r\n`,
  );

export async function call(w: World, who: Identity, method: Target['method'], url: string, payload?: object) {
  const res = await w.ctx.app.inject({ method, url, headers: w.callers[who].headers, payload });
  if (res.statusCode >= 300) throw new Error(`${who} ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A child profile of A made for one case, with progress of its own (so a reset would show). */
async function childOfA(w: World) {
  const n = w.next();
  const child = await createChildOf(w.ctx, w.callers.A.user, {
    name: `Amina Secret${n}`,
    username: `amina-secret-${n}`,
  });
  await w.ctx.app.inject({
    method: 'PUT',
    url: '/api/lessons/progress/greetings-a1',
    headers: await authHeader(w.ctx, child),
    payload: { progress_percentage: 40 },
  });
  return child;
}

/** An account of family A's household for one admin case (a fresh one: admin calls may delete it). */
async function memberOfA(w: World, overrides: Parameters<typeof createUser>[1] = {}) {
  const n = w.next();
  return createUser(w.ctx, { email: `amran.secret${n}@example.test`, username: `amran-secret-${n}`, ...overrides });
}

export const A = (w: World) => [w.callers.A.user.id];

export const child = (method: Target['method'], suffix = '', payload?: Record<string, unknown>): IdorCase => ({
  scope: 'owned',
  owner: 'A',
  make: async (w) => {
    const c = await childOfA(w);
    return { method, url: `/api/children/${c.id}${suffix}`, payload, secrets: [c.name!, c.username], ownerIds: [] };
  },
});

export const adminUser = (
  method: Target['method'],
  suffix: string,
  payload?: Record<string, unknown>,
  mfa = false,
) => ({
  scope: 'owned' as const,
  owner: 'admin' as const,
  make: async (w: World): Promise<Target> => {
    const u = await memberOfA(w, { emailVerified: suffix !== '/verify-email' });
    if (mfa) await enableMfa(w.ctx, u);
    return { method, url: `/api/admin/users/${u.id}${suffix}`, payload, secrets: [u.email!, u.username], ownerIds: [] };
  },
});

export const adminChild = (
  method: Target['method'],
  suffix: string,
  payload?: (w: World) => Record<string, unknown>,
) => ({
  scope: 'owned' as const,
  owner: 'admin' as const,
  make: async (w: World): Promise<Target> => {
    const c = await childOfA(w);
    const url = `/api/admin/child-profiles/${c.id}${suffix}`;
    return { method, url, payload: payload?.(w), secrets: [c.name!, c.username], ownerIds: [] };
  },
});

export const invite = (method: Target['method'], suffix: string, payload?: Record<string, unknown>): IdorCase => ({
  scope: 'owned',
  owner: 'admin',
  make: async (w) => {
    const email = `amran.invite${w.next()}@example.test`;
    const made = await call(w, 'admin', 'POST', '/api/admin/invites', { email, invite_type: 'individual' });
    return {
      method,
      url: `/api/admin/invites/${made.id}${suffix}`,
      payload,
      secrets: [email, made.code],
      ownerIds: [],
    };
  },
});

export const ticket = (method: Target['method'], suffix: string, payload?: Record<string, unknown>): IdorCase => ({
  scope: 'owned',
  owner: 'admin',
  make: async (w) => {
    const subject = `Amran secret question ${w.next()}`;
    const mail = customerMail({ fromEmail: w.callers.A.user.email!, subject, text: `${subject} body` });
    const got = await w.ctx.services.support.receive(mail);
    if (got.outcome !== 'created') throw new Error(`ticket: ${got.outcome}`);
    const url = `/api/support/tickets/${got.ticketId}${suffix}`;
    return { method, url, payload, secrets: [subject, w.callers.A.user.email!], ownerIds: [] };
  },
});

export const aiUsage = (method: Target['method'], suffix: string, payload?: Record<string, unknown>) => ({
  scope: 'owned' as const,
  owner: 'admin' as const,
  make: async (w: World): Promise<Target> => {
    const u = await memberOfA(w);
    await w.ctx.services.aiUsage.consume(u.id);
    return { method, url: `/api/admin/ai-usage/${u.id}${suffix}`, payload, secrets: [u.email!], ownerIds: [] };
  },
});

/** A dynamic lesson of A and a session started on it (the model answers GOOD_SCRIPT). */
async function dynamicOfA(w: World, llm: Llm) {
  const title = `Amran secret scenario ${w.next()}`;
  llm.next({ script: { ...GOOD_SCRIPT, title } });
  const lesson = await call(w, 'A', 'POST', '/api/dynamic-lessons/generate', {
    scenario: 'neighbours',
    difficulty: 'A1',
  });
  const session = await call(w, 'A', 'POST', `/api/dynamic-lessons/sessions/${lesson.id}`);
  return { lessonId: lesson.id as number, sessionId: session.id as number, title };
}

export const dynamic = (
  llm: Llm,
  method: Target['method'],
  path: 'lesson' | 'session',
  suffix = '',
  body?: Buffer,
) => ({
  scope: 'owned' as const,
  owner: 'A' as const,
  make: async (w: World): Promise<Target> => {
    const d = await dynamicOfA(w, llm);
    const id = path === 'lesson' ? d.lessonId : d.sessionId;
    return {
      method,
      url: `/api/dynamic-lessons/sessions/${id}${suffix}`,
      payload: body,
      contentType: body ? `multipart/form-data; boundary=${BOUNDARY}` : undefined,
      secrets: [d.title],
      ownerIds: [],
    };
  },
});

/** A completed lesson with its review items, and a started placement test. */
export async function learningOfA(w: World) {
  const attempt = randomUUID();
  await call(w, 'A', 'PUT', '/api/lessons/progress/greetings-a1', {
    progress_percentage: 100,
    completed: true,
    xp_earned: 10,
    attempt_id: attempt,
  });
  await w.ctx.app.inject({ method: 'POST', url: '/api/review/populate/greetings-a1', headers: w.callers.A.headers });
  const items = (await call(w, 'A', 'GET', '/api/review/items?limit=100')) as { id: number }[];
  return { attempt, itemId: items[0]!.id };
}

export const passkey = (method: Target['method'], payload?: Record<string, unknown>): IdorCase => ({
  scope: 'owned',
  owner: 'A',
  make: async (w) => {
    const n = w.next();
    const name = `Amran secret phone ${n}`;
    const [row] = await w.ctx.db
      .insert(mfaPasskeys)
      .values({
        userId: w.callers.A.user.id,
        credentialId: `idor-credential-${n}-${randomUUID()}`,
        publicKey: 'pQECAyYgASFYIA',
        name,
        createdAt: w.ctx.clock.now(),
      })
      .returning();
    return { method, url: `/api/mfa/passkeys/${row!.id}`, payload, secrets: [name], ownerIds: [] };
  },
});

/** The route table of the sweep: every route naming a record, with how to make A's record and reach it. */
