import {
  type Child,
  type ChildProgressEntry,
  type ChildSessionResponse,
  type ParentDashboardResponse,
  type childCreateRequestSchema,
  type childUpdateRequestSchema,
} from '@hadal/domain';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { UserRow } from '@/db/schema';
import { ACCESS_TOKEN_TTL_S, type AccessTokens } from '@/lib/access-token';
import type { Clock } from '@/lib/clock';
import { Conflict, NotFound } from '@/lib/errors';
import type { EmitsEvents } from '@/lib/domain-events';
import type { LearnerChanges } from '@/lib/learner-cache';
import type { LessonCatalog } from '@/modules/lessons';
import type { ChildrenLessons, ProgressService } from '@/modules/progress';
import type { RefreshTokens } from '@/modules/sessions';
import {
  DuplicateUser,
  type ChildChanges,
  deleteChildOfParent,
  findChildOfParent,
  findUserByEmail,
  findUserByIdentifier,
  hashPassword,
  insertChild,
  listChildrenOf,
  updateChildOfParent,
} from '@/modules/users';
import { createDashboardCache } from './children-dashboard';

export const CHILD_NOT_FOUND = 'Child not found';
export const CHILD_USERNAME_TAKEN = 'This username is already taken. Please choose another one.';
export const CHILD_EMAIL_TAKEN = 'An account with this email already exists';

type CreateBody = z.output<typeof childCreateRequestSchema>;
type UpdateBody = z.output<typeof childUpdateRequestSchema>;

export interface ChildrenServiceDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  progress: Pick<ProgressService, 'global'>;
  childrenLessons: Pick<ChildrenLessons, 'summaries'>;
  /** Clears a learner's progress, XP and reviews (the profile module's reset, shared). */
  progressReset: { resetLearnerProgress(userId: number): Promise<void> };
  catalog: Pick<LessonCatalog, 'activeBundle'>;
  log: Logger;
  /**
   * Changing or deleting a child writes its account; adding or deleting one changes the family
   * (the parent is marked a learner written: the cached dashboards). In units of work.
   */
  uow: UnitOfWork;
  /** Where this process hears of changed children (their cached dashboard). */
  changes: LearnerChanges;
  /** Told `userDeleting` inside the transaction that deletes a child profile. */
  events: EmitsEvents;
}

export function toChild(row: UserRow): Child {
  return {
    id: row.id,
    name: row.name ?? row.username,
    age: row.age,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerified,
    parent_id: row.parentId ?? 0,
    created_at: row.createdAt.toISOString(),
    third_party_speech_allowed: row.thirdPartySpeechAllowed,
  };
}

/**
 * A parent's child profiles (spec 01 §2 Parent dashboard, §7 Children): every call reaches only
 * the parent's own children; anyone else's child answers 404, as if it did not exist.
 */
export function createChildrenService(deps: ChildrenServiceDeps) {
  const { db, uow, clock, tokens, refreshTokens, log } = deps;
  const dashboards = createDashboardCache({
    clock,
    changes: deps.changes,
    load: async (parentId) => {
      const children = await listChildrenOf(db, parentId);
      const totals = await deps.childrenLessons.summaries(children.map((c) => c.id));
      return children.map((c) => {
        const summary = totals.get(c.id);
        return {
          child_id: c.id,
          child_name: c.name ?? c.username,
          username: c.username,
          age: c.age,
          lessons_completed: summary?.lessonsCompleted ?? 0,
          xp_points: c.xpPoints,
          last_activity: summary?.lastActivity?.toISOString() ?? null,
        };
      });
    },
  });

  async function childOf(parent: UserRow, childId: number): Promise<UserRow> {
    const child = await findChildOfParent(db, parent.id, childId);
    if (!child) throw new NotFound(CHILD_NOT_FOUND);
    return child;
  }

  /** Usernames are unique across all accounts, and never another account's email. */
  async function assertFree(username: string | undefined, email: string | null | undefined, selfId?: number) {
    if (username !== undefined) {
      const holder = await findUserByIdentifier(db, username);
      if (holder && holder.id !== selfId) throw new Conflict(CHILD_USERNAME_TAKEN);
    }
    if (email) {
      const holder = await findUserByEmail(db, email);
      if (holder && holder.id !== selfId) throw new Conflict(CHILD_EMAIL_TAKEN);
    }
  }

  function duplicate(e: unknown): never {
    if (e instanceof DuplicateUser) throw new Conflict(e.field === 'email' ? CHILD_EMAIL_TAKEN : CHILD_USERNAME_TAKEN);
    throw e;
  }

  return {
    async dashboard(parent: UserRow): Promise<ParentDashboardResponse> {
      const { lessons } = await deps.catalog.activeBundle();
      return dashboards.answer(parent.id, lessons.length);
    },

    async list(parent: UserRow): Promise<Child[]> {
      return (await listChildrenOf(db, parent.id)).map(toChild);
    },

    async get(parent: UserRow, childId: number): Promise<Child> {
      return toChild(await childOf(parent, childId));
    },

    /** No email is sent: the child needs no verification, and a child under 13 never gets mail. */
    async create(parent: UserRow, body: CreateBody): Promise<Child> {
      await assertFree(body.username, body.email);
      const passwordHash = await hashPassword(body.password);
      const row = await uow.run(async (db, wrote) => {
        const row = await insertChild(db, {
          parentId: parent.id,
          name: body.name,
          username: body.username,
          email: body.email ?? null,
          age: body.age ?? null,
          passwordHash,
          thirdPartySpeechAllowed: body.third_party_speech_allowed ?? false,
          now: clock.now(),
        }).catch(duplicate);
        wrote.learner(parent.id);
        return row;
      });
      log.info({ parentId: parent.id, childId: row.id }, 'child profile created');
      return toChild(row);
    },

    /** A blank or missing password keeps the current one; a new one signs the child out everywhere. */
    async update(parent: UserRow, childId: number, body: UpdateBody): Promise<Child> {
      await childOf(parent, childId);
      await assertFree(body.username, body.email, childId);
      const changes: ChildChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.username !== undefined) changes.username = body.username;
      if (body.age !== undefined) changes.age = body.age;
      if (body.email !== undefined) changes.email = body.email;
      if (body.third_party_speech_allowed !== undefined)
        changes.thirdPartySpeechAllowed = body.third_party_speech_allowed;
      if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
      const row = await uow.run(async (db, wrote) => {
        const row = await updateChildOfParent(db, parent.id, childId, changes, clock.now()).catch(duplicate);
        if (row) wrote.account(childId);
        return row;
      });
      if (!row) throw new NotFound(CHILD_NOT_FOUND);
      if (changes.passwordHash) await refreshTokens.revokeAllForUser(childId, 'password');
      return toChild(row);
    },

    /** The child's progress, XP ledger, sessions and reviews go with it (foreign keys cascade). */
    async remove(parent: UserRow, childId: number) {
      const deleted = await uow.transaction(async (tx, wrote) => {
        if (!(await findChildOfParent(tx, parent.id, childId))) return false;
        await deps.events.emit('userDeleting', { tx, userId: childId });
        const deleted = await deleteChildOfParent(tx, parent.id, childId);
        if (deleted) {
          wrote.account(childId);
          wrote.learner(parent.id);
        }
        return deleted;
      });
      if (!deleted) throw new NotFound(CHILD_NOT_FOUND);
      log.info({ parentId: parent.id, childId }, 'child profile deleted');
      return { detail: 'Child profile deleted' };
    },

    async progress(parent: UserRow, childId: number): Promise<ChildProgressEntry[]> {
      await childOf(parent, childId);
      return deps.progress.global(childId);
    },

    async resetProgress(parent: UserRow, childId: number) {
      await childOf(parent, childId);
      await deps.progressReset.resetLearnerProgress(childId);
      log.info({ parentId: parent.id, childId }, 'child progress reset');
      return { detail: 'Progress reset' };
    },

    /**
     * Viewing as the child (spec 01 §4 Child impersonation): an access token for the child whose
     * act claim names the parent, and a refresh token of a child-view session that keeps naming them.
     */
    async startSession(parent: UserRow, childId: number, parentSessionId: string): Promise<ChildSessionResponse> {
      const child = await childOf(parent, childId);
      // Signing out the parent's session ends this one too.
      const session = await refreshTokens.start(child.id, {
        actingParentId: parent.id,
        openedFromSessionId: parentSessionId,
      });
      log.info({ parentId: parent.id, childId }, 'parent started viewing as a child');
      return {
        access_token: await tokens.sign(child, { sessionId: session.sessionId, actingParentId: parent.id }),
        refresh_token: session.refreshToken,
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_TTL_S,
        child_id: child.id,
        child_name: child.name ?? child.username,
        username: child.username,
      };
    },
  };
}
export type ChildrenService = ReturnType<typeof createChildrenService>;
