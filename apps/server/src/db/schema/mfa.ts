import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRUSTED_DEVICE_END_REASONS } from '@hadal/domain';
import { users } from './users';

/**
 * Two-factor authentication (spec 02 §3 "MFA"), owned by modules/mfa. The TOTP secret is kept
 * encrypted (AES-256-GCM); backup codes and trusted-device tokens only as keyed hashes.
 */
export const mfaSecrets = pgTable('mfa_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), AES-256-GCM. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while the setup waits for its first code. */
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** TOTP steps already accepted per account: a code works once (replay protection). */
export const mfaUsedCodes = pgTable(
  'mfa_used_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** Single-use backup codes, stored as keyed hashes. */
export const mfaBackupCodes = pgTable(
  'mfa_backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_backup_codes_user_idx').on(t.userId)],
);

/** Browsers that skip the code for 30 days (the cookie holds the token; only its hash is here). */
export const mfaTrustedDevices = pgTable(
  'mfa_trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    trustedUntil: timestamp('trusted_until', { withTimezone: true }).notNull(),
    /** Set when the trust ended before trusted_until (a password change or reset); listed as ended. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason', { enum: TRUSTED_DEVICE_END_REASONS }),
  },
  (t) => [
    uniqueIndex('mfa_trusted_devices_hash_uq').on(t.tokenHash),
    index('mfa_trusted_devices_user_idx').on(t.userId),
  ],
);

/** WebAuthn credentials (passkeys) used as a second factor beside TOTP. */
export const mfaPasskeys = pgTable(
  'mfa_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mfa_passkeys_credential_uq').on(t.credentialId), index('mfa_passkeys_user_idx').on(t.userId)],
);

/** Outstanding WebAuthn challenges, one per account and purpose, used once. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['register', 'login'] }).notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);
