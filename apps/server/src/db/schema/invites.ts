import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Invite codes for registration in invite mode (spec 02 §3 Invite). */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** Required for an individual invite, which only this address may use. */
    email: text('email'),
    inviteType: text('invite_type', { enum: ['individual', 'group'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invites_code_uq').on(t.code)],
);

/** Each registration made with an invite (its used_by list); an individual invite has at most one. */
export const inviteUses = pgTable(
  'invite_uses',
  {
    id: serial('id').primaryKey(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_uses_invite_email_uq').on(t.inviteId, sql`lower(${t.email})`),
    index('invite_uses_invite_idx').on(t.inviteId),
  ],
);

/** People waiting for an invite (the landing page's form in invite mode). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    inviteId: integer('invite_id').references(() => invites.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('waitlist_entries_email_uq').on(sql`lower(${t.email})`)],
);

/** One row (id 1) of settings an admin changes at runtime; a null mode means REGISTRATION_MODE. */
export const registrationSettings = pgTable('registration_settings', {
  id: integer('id').primaryKey(),
  registrationMode: text('registration_mode', { enum: ['open', 'invite'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InviteRow = typeof invites.$inferSelect;
export type WaitlistRow = typeof waitlistEntries.$inferSelect;
