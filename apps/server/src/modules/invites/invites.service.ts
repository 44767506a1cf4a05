import { randomBytes } from 'node:crypto';
import {
  INVITE_CODE_LENGTH,
  INVITE_MESSAGES,
  WAITLIST_JOINED_MESSAGE,
  inviteCodeFromBytes,
  inviteExpiry,
  inviteRefusal,
  isInviteUsed,
  normalizeInviteCode,
  type Invite,
  type InviteType,
  type RegistrationMode,
  type WaitlistEntry,
  type WaitlistJoinRequest,
} from '@hadal/domain';
import type { CaptchaProvider } from '@/adapters/captcha/captcha-provider';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db, DbOrTx } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { BadRequest, Conflict, NotFound } from '@/lib/errors';
import { enforceLimit } from '@/lib/rate-limit';
import { verifiedEmailsAmong } from '@/modules/users';
import {
  addToWaitlist,
  deleteInvite,
  findInvite,
  findInviteByCode,
  findWaitlistEntry,
  insertInvite,
  insertInviteUse,
  linkWaitlistInvite,
  listInvites,
  listWaitlist,
  readRegistrationMode,
  setInviteExpiry,
  writeRegistrationMode,
  type InviteWithUses,
} from './invites.queries';

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';
export const WAITLIST_ALREADY_INVITED = 'This address has already been invited';
const TOO_MANY_WAITLIST = 'Too many requests from this network. Please try again later.';

/** How the invites module emails a code (the emails module). */
export interface InviteMailer {
  sendInvite(to: string, code: string, expiresAt: Date): Promise<void>;
}

export interface InvitesServiceDeps {
  db: Db;
  clock: Clock;
  captcha: CaptchaProvider;
  rateLimits: RateLimitStore;
  /** Waitlist sign-ups allowed per client address per hour (the registration limit). */
  perAddressPerHour: number;
  /** REGISTRATION_MODE: used until an admin sets the mode at runtime. */
  defaultMode: RegistrationMode;
  mailer: InviteMailer;
}

export function toInvite(row: InviteWithUses): Invite {
  return {
    id: row.id,
    invite_code: row.code,
    email: row.email,
    invite_type: row.inviteType,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    used_by: row.usedBy,
    is_used: isInviteUsed({ invite_type: row.inviteType, used_by: row.usedBy }),
  };
}

const facts = (row: InviteWithUses) => ({
  invite_type: row.inviteType,
  email: row.email,
  expires_at: row.expiresAt,
  used_by: row.usedBy,
});

/**
 * Registration by invite (spec 02 §3 Invite, §4, §5): the registration mode, invite codes
 * (individual: one address, once; group: many, each use recorded) and the waitlist.
 */
export function createInvitesService(deps: InvitesServiceDeps) {
  const { db, clock } = deps;

  async function create(
    input: { email: string | null; inviteType: InviteType; expiryDays: number; createdBy: number | null },
    tx: DbOrTx = db,
  ): Promise<Invite> {
    const now = clock.now();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await insertInvite(tx, {
        code: inviteCodeFromBytes(randomBytes(INVITE_CODE_LENGTH)),
        email: input.inviteType === 'individual' ? input.email : (input.email ?? null),
        inviteType: input.inviteType,
        createdBy: input.createdBy,
        createdAt: now,
        expiresAt: inviteExpiry(now, input.expiryDays),
      });
      if (row) return toInvite({ ...row, usedBy: [] });
    }
    throw new Error('could not draw a free invite code');
  }

  return {
    async mode(): Promise<RegistrationMode> {
      return (await readRegistrationMode(db)) ?? deps.defaultMode;
    },

    async setMode(mode: RegistrationMode, tx: DbOrTx = db): Promise<void> {
      await writeRegistrationMode(tx, mode, clock.now());
    },

    /** Refuses (400) a registration the invite does not allow; before any work is done. */
    async checkForRegistration(code: string | null | undefined, email: string): Promise<void> {
      if (!code?.trim()) throw new BadRequest(INVITE_MESSAGES.codeRequired);
      const invite = await findInviteByCode(db, normalizeInviteCode(code));
      const refusal = inviteRefusal(invite && facts(invite), email, clock.now());
      if (refusal) throw new BadRequest(refusal);
    },

    /** Records the use inside the registration's transaction; the invite row is locked meanwhile. */
    async redeem(tx: DbOrTx, code: string, user: { id: number; email: string }): Promise<void> {
      const invite = await findInviteByCode(tx, normalizeInviteCode(code), { lock: true });
      const refusal = inviteRefusal(invite && facts(invite), user.email, clock.now());
      if (refusal || !invite) throw new BadRequest(refusal ?? INVITE_MESSAGES.codeInvalid);
      await insertInviteUse(tx, { inviteId: invite.id, userId: user.id, email: user.email, at: clock.now() });
    },

    create,

    async list(page: { skip: number; limit: number }): Promise<Invite[]> {
      return (await listInvites(db, page)).map(toInvite);
    },

    async renew(id: number, days: number, tx: DbOrTx = db): Promise<Invite> {
      const invite = await findInvite(tx, id, { lock: true });
      if (!invite) throw new NotFound(INVITE_MESSAGES.notFound);
      if (isInviteUsed(facts(invite))) throw new Conflict(INVITE_MESSAGES.renewUsed);
      const expiresAt = inviteExpiry(clock.now(), days);
      await setInviteExpiry(tx, id, expiresAt);
      return toInvite({ ...invite, expiresAt });
    },

    async remove(id: number, tx: DbOrTx = db): Promise<Invite> {
      const invite = await findInvite(tx, id);
      if (!invite || !(await deleteInvite(tx, id))) throw new NotFound(INVITE_MESSAGES.notFound);
      return toInvite(invite);
    },

    /** The landing page's form: the same captcha as registration; an address already waiting is kept. */
    async joinWaitlist(input: WaitlistJoinRequest, clientAddress: string) {
      await enforceLimit(
        deps.rateLimits,
        clock,
        `waitlist:ip:${clientAddress}`,
        deps.perAddressPerHour,
        3600 * 1000,
        TOO_MANY_WAITLIST,
      );
      const captcha = await deps.captcha.verify(input.captcha_token);
      if (!captcha.ok) {
        throw new BadRequest(
          captcha.reason === 'missing'
            ? 'Please complete the captcha verification'
            : 'Captcha verification failed. Please try again.',
        );
      }
      await addToWaitlist(db, input.email.trim(), clock.now());
      return { detail: WAITLIST_JOINED_MESSAGE };
    },

    async waitlist(): Promise<WaitlistEntry[]> {
      const rows = await listWaitlist(db);
      const verified = await verifiedEmailsAmong(
        db,
        rows.map((r) => r.entry.email),
      );
      return rows.map((r) => ({
        id: r.entry.id,
        email: r.entry.email,
        created_at: r.entry.createdAt.toISOString(),
        user_verified: verified.has(r.entry.email.trim().toLowerCase()),
        invite_code: r.code,
      }));
    },

    /**
     * 'Send invite' on a waitlist entry: an individual invite for its address (default expiry),
     * linked to the entry. The caller emails it once the transaction is committed (sendInvite).
     */
    async inviteWaitlistEntry(
      id: number,
      createdBy: number,
      expiryDays: number,
      tx: DbOrTx = db,
    ): Promise<{ entry: WaitlistEntry; invite: Invite }> {
      const found = await findWaitlistEntry(tx, id);
      if (!found) throw new NotFound(WAITLIST_ENTRY_NOT_FOUND);
      if (found.entry.inviteId !== null) throw new Conflict(WAITLIST_ALREADY_INVITED);
      const invite = await create({ email: found.entry.email, inviteType: 'individual', expiryDays, createdBy }, tx);
      await linkWaitlistInvite(tx, id, invite.id);
      const verified = await verifiedEmailsAmong(tx, [found.entry.email]);
      return {
        invite,
        entry: {
          id,
          email: found.entry.email,
          created_at: found.entry.createdAt.toISOString(),
          user_verified: verified.size > 0,
          invite_code: invite.invite_code,
        },
      };
    },

    async sendInvite(invite: Invite): Promise<void> {
      if (invite.email) await deps.mailer.sendInvite(invite.email, invite.invite_code, new Date(invite.expires_at));
    },
  };
}
export type InvitesService = ReturnType<typeof createInvitesService>;
