/**
 * Invites and registration in invite mode (spec 02 §3 Invite, §4 Invite states, §5 Invite rules,
 * §9 Invites). Pure rules: the server enforces them, the admin screens use them for instant feedback.
 */

export const INVITE_TYPES = ['individual', 'group'] as const;
export type InviteType = (typeof INVITE_TYPES)[number];

export const REGISTRATION_MODES = ['open', 'invite'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Spec 02 §9: a new invite expires 7 days from today; the renew prompt proposes 30 days. */
export const INVITE_DEFAULT_EXPIRY_DAYS = 7;
export const INVITE_RENEW_DEFAULT_DAYS = 30;
/** Spec 02 §9: the invites list fetches up to 100. */
export const INVITES_LIST_DEFAULT_LIMIT = 100;
export const INVITE_MAX_EXPIRY_DAYS = 3650;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITE_MESSAGES = {
  emailRequired: 'Email is required',
  expiryInPast: 'Expiration date must be in the future',
  invalidDays: 'Invalid number of days',
  notFound: 'Invite not found',
  renewUsed: 'Only unused invites can be renewed',
  codeRequired: 'An invite code is required to register',
  codeInvalid: 'This invite code is not valid',
  codeExpired: 'This invite code has expired',
  codeUsed: 'This invite code has already been used',
  codeOtherEmail: 'This invite code was issued for a different email address',
} as const;

export type InviteState = 'available' | 'used' | 'expired';

export interface InviteFacts {
  invite_type: InviteType;
  email: string | null;
  expires_at: Date;
  /** Emails of the accounts registered with it. */
  used_by: readonly string[];
}

/** An individual invite is used once; a group invite stays available for many until it expires. */
export function isInviteUsed(invite: Pick<InviteFacts, 'invite_type' | 'used_by'>): boolean {
  return invite.invite_type === 'individual' && invite.used_by.length > 0;
}

/** Used wins over expired: a used individual invite stays "used" after its date. */
export function inviteState(invite: InviteFacts, now: Date): InviteState {
  if (isInviteUsed(invite)) return 'used';
  return invite.expires_at.getTime() <= now.getTime() ? 'expired' : 'available';
}

/** Renew only unused invites (spec 02 §4). An expired unused invite may be renewed. */
export function canRenewInvite(invite: Pick<InviteFacts, 'invite_type' | 'used_by'>): boolean {
  return !isInviteUsed(invite);
}

/** The expiry `days` whole days after `now`. */
export function inviteExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** Renew days: a positive whole number (spec 02 §5 'Invalid number of days'). */
export function isValidRenewDays(days: unknown): boolean {
  const n = typeof days === 'string' && /^\s*\d+\s*$/.test(days) ? Number(days) : days;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= INVITE_MAX_EXPIRY_DAYS;
}

/**
 * Why `invite` may not register `email` now, or null when it may. Emails compare case-insensitively.
 */
export function inviteRefusal(invite: InviteFacts | null, email: string, now: Date): string | null {
  if (!invite) return INVITE_MESSAGES.codeInvalid;
  if (isInviteUsed(invite)) return INVITE_MESSAGES.codeUsed;
  if (invite.expires_at.getTime() <= now.getTime()) return INVITE_MESSAGES.codeExpired;
  const normal = (e: string) => e.trim().toLowerCase();
  if (invite.invite_type === 'individual' && invite.email && normal(invite.email) !== normal(email))
    return INVITE_MESSAGES.codeOtherEmail;
  if (invite.invite_type === 'group' && invite.used_by.some((u) => normal(u) === normal(email)))
    return INVITE_MESSAGES.codeUsed;
  return null;
}

/** Codes are 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 12;

/** An invite code from `INVITE_CODE_LENGTH` random bytes (the server passes crypto-random bytes). */
export function inviteCodeFromBytes(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1)
    code += INVITE_CODE_ALPHABET[(bytes[i] ?? 0) % INVITE_CODE_ALPHABET.length];
  return code;
}

/** Codes are typed by people: spaces and dashes are ignored, letters compare upper-case. */
export function normalizeInviteCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
