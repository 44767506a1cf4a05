import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_MESSAGES,
  canRenewInvite,
  inviteCodeFromBytes,
  inviteExpiry,
  inviteRefusal,
  inviteState,
  isValidRenewDays,
  normalizeInviteCode,
  type InviteFacts,
} from './invite-rules';
import { canSaveAdminPassword, canSaveChildEditPassword } from './admin-password';
import { inviteCreateRequestSchema, inviteRenewRequestSchema } from './admin.schemas';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-08T12:00:00Z');
const earlier = new Date('2026-02-01T12:00:00Z');
const individual = (over: Partial<InviteFacts> = {}): InviteFacts => ({
  invite_type: 'individual',
  email: 'amina@example.test',
  expires_at: later,
  used_by: [],
  ...over,
});

describe('invite states', () => {
  it('is available, used or expired; used wins over expired', () => {
    expect(inviteState(individual(), now)).toBe('available');
    expect(inviteState(individual({ expires_at: earlier }), now)).toBe('expired');
    expect(inviteState(individual({ used_by: ['a@x.test'], expires_at: earlier }), now)).toBe('used');
  });

  it('keeps a group invite available after uses until it expires', () => {
    const group = individual({ invite_type: 'group', email: null, used_by: ['a@x.test', 'b@x.test'] });
    expect(inviteState(group, now)).toBe('available');
    expect(canRenewInvite(group)).toBe(true);
  });

  it('renews only unused invites', () => {
    expect(canRenewInvite(individual())).toBe(true);
    expect(canRenewInvite(individual({ expires_at: earlier }))).toBe(true);
    expect(canRenewInvite(individual({ used_by: ['a@x.test'] }))).toBe(false);
  });

  it('puts the expiry whole days after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3650 }), (days) => {
        const expiry = inviteExpiry(now, days);
        expect(expiry.getTime() - now.getTime()).toBe(days * 86_400_000);
        expect(inviteState(individual({ expires_at: expiry }), now)).toBe('available');
      }),
    );
  });
});

describe('registering with an invite', () => {
  it('refuses a missing, used, expired or other-address invite with its message', () => {
    expect(inviteRefusal(null, 'a@x.test', now)).toBe(INVITE_MESSAGES.codeInvalid);
    expect(inviteRefusal(individual({ used_by: ['amina@example.test'] }), 'amina@example.test', now)).toBe(
      INVITE_MESSAGES.codeUsed,
    );
    expect(inviteRefusal(individual({ expires_at: earlier }), 'amina@example.test', now)).toBe(
      INVITE_MESSAGES.codeExpired,
    );
    expect(inviteRefusal(individual(), 'other@example.test', now)).toBe(INVITE_MESSAGES.codeOtherEmail);
  });

  it('accepts its own address in any case, and a group invite once per address', () => {
    expect(inviteRefusal(individual(), ' AMINA@example.TEST ', now)).toBeNull();
    const group = individual({ invite_type: 'group', email: null, used_by: ['a@x.test'] });
    expect(inviteRefusal(group, 'b@x.test', now)).toBeNull();
    expect(inviteRefusal(group, 'A@x.test', now)).toBe(INVITE_MESSAGES.codeUsed);
  });

  it('never accepts an individual invite for an address other than its own', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.toLowerCase() !== 'amina@example.test');
        expect(inviteRefusal(individual(), email, now)).not.toBeNull();
      }),
    );
  });
});

describe('invite codes', () => {
  it('are 12 characters of the unambiguous alphabet, and survive normalising', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: INVITE_CODE_LENGTH, maxLength: INVITE_CODE_LENGTH }), (bytes) => {
        const code = inviteCodeFromBytes(bytes);
        expect(code).toHaveLength(INVITE_CODE_LENGTH);
        expect([...code].every((c) => INVITE_CODE_ALPHABET.includes(c))).toBe(true);
        expect(normalizeInviteCode(code.toLowerCase().replace(/(.{4})/g, '$1-'))).toBe(code);
      }),
    );
  });
});

describe('invite requests', () => {
  it('needs an email for an individual invite, not for a group one', () => {
    const individualWithout = inviteCreateRequestSchema.safeParse({ invite_type: 'individual', email: '' });
    expect(individualWithout.success).toBe(false);
    expect(individualWithout.error?.issues[0]?.message).toBe(INVITE_MESSAGES.emailRequired);
    expect(inviteCreateRequestSchema.parse({ invite_type: 'group' })).toMatchObject({ expiry_days: 7 });
  });

  it('refuses an expiry not in the future and renew days that are not a positive integer', () => {
    const past = inviteCreateRequestSchema.safeParse({ email: 'a@x.test', expiry_days: 0 });
    expect(past.error?.issues[0]?.message).toBe(INVITE_MESSAGES.expiryInPast);
    for (const bad of [0, -3, 1.5, 'x']) {
      expect(inviteRenewRequestSchema.safeParse({ expiry_days: bad }).error?.issues[0]?.message).toBe(
        INVITE_MESSAGES.invalidDays,
      );
      expect(isValidRenewDays(bad)).toBe(false);
    }
    expect(inviteRenewRequestSchema.parse({ expiry_days: '30' })).toEqual({ expiry_days: 30 });
  });
});

describe('admin password forms', () => {
  it('saves only a strong password that matches its confirmation', () => {
    expect(canSaveAdminPassword('Str0ng!pass', 'Str0ng!pass')).toBe(true);
    expect(canSaveAdminPassword('Str0ng!pass', 'Str0ng!pas')).toBe(false);
    expect(canSaveAdminPassword('weakpass', 'weakpass')).toBe(false);
  });

  it('lets a child edit keep its password when both fields are blank', () => {
    expect(canSaveChildEditPassword('', '')).toBe(true);
    expect(canSaveChildEditPassword('short', 'short')).toBe(false);
  });
});
