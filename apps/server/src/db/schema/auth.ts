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

export const SESSION_END_REASONS = ['logout', 'reuse', 'password', 'admin', 'expired'] as const;

/**
 * A signed-in session: what a refresh-token family and every access token of it (claim `sid`)
 * belong to. Ending it ends them all at once. It lives at most 30 days whatever the rotations.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A parent viewing as a child: the session is the child's, started by this parent. */
    actingParentId: integer('acting_parent_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A child-view session: the parent's session it was opened from (ending that one ends this one). */
    openedFromSessionId: text('opened_from_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason', { enum: SESSION_END_REASONS }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_opened_from_idx').on(t.openedFromSessionId)],
);
export type SessionRow = typeof sessions.$inferSelect;

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
    /** The session (sessions.id) this token's family belongs to. */
    familyId: text('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
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
