import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const VERIFICATION_PURPOSES = ['verify_email', 'reset_password', 'unsubscribe', 'link_account'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * Single-use tokens sent by email (verify email, reset password, unsubscribe, link account).
 * Only the sha256 of the token is stored; the token itself lives in the emailed link.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the token is about, e.g. the address being verified or a preference name. */
    target: text('target'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_tokens_hash_uq').on(t.tokenHash),
    index('verification_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Opaque refresh tokens (stored hashed). Each use rotates the token within its family;
 * presenting a rotated or revoked token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /**
     * Set on a child-view session (a parent learning as its child): the parent, named again in
     * the act claim of every access token the family refreshes.
     */
    actingParentId: integer('acting_parent_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was rotated (used) or revoked; it can never be used again. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['rotated', 'logout', 'reuse', 'password', 'admin'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_acting_parent_idx').on(t.actingParentId),
  ],
);

/** Fixed-window counters for rate limits (failed logins, email sending) when Redis is not used. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/** Signatures of captcha solutions already accepted, so a solution works once. */
export const usedCaptchaPayloads = pgTable(
  'used_captcha_payloads',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captcha_payloads_expires_idx').on(t.expiresAt)],
);
