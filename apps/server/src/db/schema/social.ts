import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Social sign-in (spec 01 §2, §7), owned by modules/social. An account may have a Google and a
 * Microsoft identity; a provider's subject names one account at most.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    /** The provider's stable `sub` for the person. */
    subject: text('subject').notNull(),
    /** The verified email the provider gave when the identity was linked. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_uq').on(t.provider, t.subject),
    index('social_identities_user_idx').on(t.userId),
  ],
);

/**
 * An authorisation flow this server started: the sha256 of its state is the key, and it keeps the
 * PKCE verifier and the nonce until the code comes back (used once, short-lived), so any process
 * can finish it.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_login_states_expires_idx').on(t.expiresAt)],
);
