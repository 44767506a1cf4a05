import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null only for a child profile created without an email. */
    email: text('email'),
    username: text('username').notNull(),
    /** A child profile's name as its parent wrote it (the username is what the child signs in with). */
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isParent: boolean('is_parent').notNull().default(false),
    isChild: boolean('is_child').notNull().default(false),
    /** The special bootstrap admin (ADMIN_EMAIL) can never be deleted. */
    isBootstrapAdmin: boolean('is_bootstrap_admin').notNull().default(false),
    /** A child profile's parent; deleting the parent deletes its children (and so their progress). */
    parentId: integer('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    age: integer('age'),
    /**
     * A child profile's pronunciation recordings may go to a third-party speech-recognition
     * provider: the parent's choice, off until they turn it on (spec: children's privacy).
     */
    thirdPartySpeechAllowed: boolean('third_party_speech_allowed').notNull().default(false),
    /** An adult account an admin allowed to record the course in the voice studio (issue 45). */
    isVoiceContributor: boolean('is_voice_contributor').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    accountStatus: text('account_status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    profilePicture: text('profile_picture'),
    streakDays: integer('streak_days').notNull().default(0),
    /** The learner's local calendar day of the last activity that counted for the streak. */
    lastActivityDate: date('last_activity_date', { mode: 'string' }),
    xpPoints: integer('xp_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_parent_idx').on(t.parentId),
  ],
);

export type UserRow = typeof users.$inferSelect;
