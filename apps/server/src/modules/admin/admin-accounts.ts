import { adminUserListSchema, type AdminChildProfile, type adminChildUpdateRequestSchema } from '@hadal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import type { UserRow } from '@/db/schema';
import { createFreshAnswers, type CachedAnswer } from '@/lib/cached-answer';
import { BadRequest, Conflict, Forbidden, NotFound } from '@/lib/errors';
import { createSharedList } from '@/lib/shared-list';
import {
  DuplicateUser,
  assertPasswordNotCommon,
  deleteAccount,
  findChildById,
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  hashPassword,
  adminUserListJson,
  listChildProfiles,
  listChildrenOf,
  markEmailVerified,
  moveChildTo,
  setPasswordHash,
  updateChildOfParent,
  type ChildChanges,
} from '@/modules/users';
import type { AdminDeps, Audited } from './admin.types';

export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  childNotFound: 'Child profile not found',
  bootstrapUndeletable: 'This administrator account cannot be deleted',
  selfDelete: 'You cannot delete your own account',
  mfaNotEnabled: 'Two-factor authentication is not enabled for this user',
  parentNotFound: 'Parent account not found',
  notAParent: 'The new parent must be a parent account',
  usernameTaken: 'This username is already taken. Please choose another one.',
  emailTaken: 'An account with this email already exists',
} as const;

type ChildUpdate = z.output<typeof adminChildUpdateRequestSchema>;

const toChildProfile = (child: UserRow, parentEmail: string | null): AdminChildProfile => ({
  id: child.id,
  name: child.name ?? child.username,
  age: child.age,
  username: child.username,
  email: child.email,
  email_verified: child.emailVerified,
  parent_id: child.parentId ?? 0,
  parent_email: parentEmail,
});

/** Users and child profiles of the admin back office (spec 02 §2 Users, §6 Admin). */
export function createAdminAccounts(deps: AdminDeps, audited: Audited) {
  const { db, clock, mfa } = deps;

  async function accountOf(tx: DbOrTx, id: number): Promise<UserRow> {
    const user = await findUserById(tx, id);
    if (!user) throw new NotFound(ADMIN_MESSAGES.userNotFound);
    return user;
  }

  async function childOf(tx: DbOrTx, id: number): Promise<UserRow> {
    const child = await findChildById(tx, id);
    if (!child) throw new NotFound(ADMIN_MESSAGES.childNotFound);
    return child;
  }

  async function toChildProfileWithParent(tx: DbOrTx, child: UserRow) {
    const parent = child.parentId ? await findUserById(tx, child.parentId) : undefined;
    return toChildProfile(child, parent?.email ?? null);
  }

  const userListAnswer = createFreshAnswers({
    contentType: 'application/json; charset=utf-8',
    // The user list holds personal data: never kept by a browser or proxy (the API's default).
    cacheControl: 'no-store',
    check: (json) => adminUserListSchema.parse(JSON.parse(json)),
    maxKeys: 1,
  });
  // Kept until an account changes in any process: every write of an account's row or of its
  // two-factor state marks the account in its unit of work (this process hears it at once).
  const userList = createSharedList<CachedAnswer>(clock);
  deps.changes.onAccounts(() => userList.forget());

  return {
    /**
     * The admin user list as sent: its JSON written by the database, with the MFA state the MFA
     * module gives. Kept until an account changes (or SHARED_LIST_TTL_MS); calls made while it is
     * read share the read. While the text read is the one sent last, that answer (hashed and
     * compressed once) is sent again, else the new text is checked against the schema.
     */
    usersAnswer(): Promise<CachedAnswer> {
      return userList.get('', async () => {
        const on = new Map<number, string | null>();
        for (const [id, state] of await mfa.enabledStates())
          if (state.enabled) on.set(id, state.enabledAt?.toISOString() ?? null);
        return userListAnswer('', await adminUserListJson(db, on));
      });
    },

    /** A new password (the complexity rules); every session and trusted device of the account ends; the holder is told. */
    async resetPassword(actor: UserRow, id: number, newPassword: string) {
      await assertPasswordNotCommon(newPassword);
      const hash = await hashPassword(newPassword);
      await audited(actor, { action: 'user.reset_password', target: `user:${id}` }, async (tx, wrote) => {
        await accountOf(tx, id);
        await setPasswordHash(tx, id, hash, clock.now());
        wrote.account(id);
      });
      await deps.refreshTokens.revokeAllForUser(id, 'admin');
      await deps.trustedDevices.endTrustedDevices(id, 'password_reset');
      await deps.securityNotifier.sendSecurityNotification(id, 'password_reset');
      return { detail: 'Password reset' };
    },

    async verifyEmail(actor: UserRow, id: number) {
      await audited(actor, { action: 'user.verify_email', target: `user:${id}` }, async (tx, wrote) => {
        await accountOf(tx, id);
        await markEmailVerified(tx, id, clock.now());
        wrote.account(id);
      });
      return { detail: 'Email verified' };
    },

    async removeMfa(actor: UserRow, id: number) {
      await accountOf(db, id);
      const removed = await deps.uow.run(async (_db, wrote) => {
        const removed = await mfa.remove(id);
        if (removed) wrote.account(id);
        return removed;
      });
      if (!removed) throw new BadRequest(ADMIN_MESSAGES.mfaNotEnabled);
      await audited(actor, { action: 'user.remove_mfa', target: `user:${id}` }, async () => undefined);
      return { detail: 'Two-factor authentication removed' };
    },

    /**
     * Deletes the account with its child profiles, progress, reviews and sessions (cascades).
     * `userDeleting` is told first, in the same transaction, for the account and each child profile.
     */
    async deleteUser(actor: UserRow, id: number) {
      if (id === actor.id) throw new Forbidden(ADMIN_MESSAGES.selfDelete);
      await audited(actor, { action: 'user.delete', target: `user:${id}` }, async (tx, wrote) => {
        const user = await accountOf(tx, id);
        if (user.isBootstrapAdmin) throw new Forbidden(ADMIN_MESSAGES.bootstrapUndeletable);
        // Its child profiles go with it (a cascade): no process may keep serving them either.
        const gone = [id, ...(await listChildrenOf(tx, id)).map((child) => child.id)];
        for (const userId of gone) await deps.events.emit('userDeleting', { tx, userId });
        if (!(await deleteAccount(tx, id))) throw new NotFound(ADMIN_MESSAGES.userNotFound);
        wrote.account(...gone);
        return { email: user.email };
      });
      return { detail: 'User deleted' };
    },

    async childProfiles(): Promise<AdminChildProfile[]> {
      return (await listChildProfiles(db)).map((r) => toChildProfile(r.child, r.parentEmail));
    },

    /** Edit any child profile; a blank or missing password keeps the current one. */
    async updateChild(actor: UserRow, id: number, body: ChildUpdate): Promise<AdminChildProfile> {
      if (body.password !== undefined) await assertPasswordNotCommon(body.password);
      const changes: ChildChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.username !== undefined) changes.username = body.username;
      if (body.age !== undefined) changes.age = body.age;
      if (body.email !== undefined) changes.email = body.email;
      if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
      const fields = Object.keys(changes).map((k) => (k === 'passwordHash' ? 'password' : k));
      const row = await audited(
        actor,
        { action: 'child.update', target: `user:${id}`, details: { fields } },
        async (tx, wrote) => {
          const child = await childOf(tx, id);
          for (const [value, taken] of [
            [changes.username, ADMIN_MESSAGES.usernameTaken],
            [changes.email, ADMIN_MESSAGES.emailTaken],
          ] as const) {
            if (!value) continue;
            const holder =
              value === changes.email ? await findUserByEmail(tx, value) : await findUserByIdentifier(tx, value);
            if (holder && holder.id !== id) throw new Conflict(taken);
          }
          const updated = await updateChildOfParent(tx, child.parentId ?? 0, id, changes, clock.now()).catch((e) => {
            if (e instanceof DuplicateUser)
              throw new Conflict(e.field === 'email' ? ADMIN_MESSAGES.emailTaken : ADMIN_MESSAGES.usernameTaken);
            throw e;
          });
          if (!updated) throw new NotFound(ADMIN_MESSAGES.childNotFound);
          wrote.account(id);
          return toChildProfileWithParent(tx, updated);
        },
      );
      if (changes.passwordHash) await deps.refreshTokens.revokeAllForUser(id, 'admin');
      return row;
    },

    async verifyChildEmail(actor: UserRow, id: number) {
      await audited(actor, { action: 'child.verify_email', target: `user:${id}` }, async (tx, wrote) => {
        await childOf(tx, id);
        await markEmailVerified(tx, id, clock.now());
        wrote.account(id);
      });
      return { detail: 'Email verified' };
    },

    /** Moves a child profile to another parent, which must be a parent account. */
    async moveChild(actor: UserRow, id: number, newParentId: number): Promise<AdminChildProfile> {
      const moved = await audited(
        actor,
        { action: 'child.move', target: `user:${id}`, details: { new_parent_id: newParentId } },
        async (tx, wrote) => {
          await childOf(tx, id);
          const parent = await findUserById(tx, newParentId);
          if (!parent) throw new NotFound(ADMIN_MESSAGES.parentNotFound);
          if (!parent.isParent || parent.isChild) throw new BadRequest(ADMIN_MESSAGES.notAParent);
          const moved = await moveChildTo(tx, id, newParentId, clock.now());
          if (!moved) throw new NotFound(ADMIN_MESSAGES.childNotFound);
          // The new parent is marked too: its family changed (the parent dashboard it may have cached).
          wrote.account(id, newParentId);
          return toChildProfile(moved, parent.email);
        },
      );
      return moved;
    },
  };
}
