import { z } from 'zod';
import { emailField, strongPasswordField } from '../auth';
import { childAgeField, childEmailField, childNameField, childUsernameField } from '../children';
import { rowIdParamSchema, singleLineText } from '../shared';
import { AI_DAILY_LIMIT_MAX, AI_USAGE_PAGE_SIZE } from './admin-password';
import {
  INVITE_DEFAULT_EXPIRY_DAYS,
  INVITE_MAX_EXPIRY_DAYS,
  INVITE_MESSAGES,
  INVITE_TYPES,
  INVITES_LIST_DEFAULT_LIMIT,
  REGISTRATION_MODES,
} from './invite-rules';

/** The admin calls of spec 02 §7 "Admin" and their entities (§3), plus the invite-mode settings. */

const id = rowIdParamSchema;
export const adminIdParamsSchema = z.object({ id }).describe('AdminIdParams');

/** A whole number of days from now; any other value answers the rule's own message. */
const days = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .unknown()
      .refine((v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INVITE_MAX_EXPIRY_DAYS, message)
      .transform((v) => v as number),
  );

export const inviteTypeSchema = z.enum(INVITE_TYPES);
export const registrationModeSchema = z.enum(REGISTRATION_MODES);

/** POST /admin/invites: an individual invite needs an email; a group invite does not. */
export const inviteCreateRequestSchema = z
  .object({
    email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailField.nullish()),
    invite_type: inviteTypeSchema.default('individual'),
    expiry_days: days(INVITE_MESSAGES.expiryInPast).default(INVITE_DEFAULT_EXPIRY_DAYS),
  })
  .refine((b) => b.invite_type === 'group' || Boolean(b.email), {
    message: INVITE_MESSAGES.emailRequired,
    path: ['email'],
  })
  .describe('InviteCreateRequest');
export type InviteCreateRequest = z.input<typeof inviteCreateRequestSchema>;

/** PUT or PATCH /admin/invites/{id}/renew: a positive whole number of days from now. */
export const inviteRenewRequestSchema = z
  .object({ expiry_days: days(INVITE_MESSAGES.invalidDays) })
  .describe('InviteRenewRequest');

/** The `skip` and `limit` of an admin list's query: a page of at most `maxLimit` rows. */
const pageQuery = (maxLimit: number, defaultLimit: number) => ({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

export const invitesQuerySchema = z.object(pageQuery(500, INVITES_LIST_DEFAULT_LIMIT)).describe('InvitesQuery');

/** GET /admin/audit-log: a page of the admin changes. */
export const auditLogQuerySchema = z.object(pageQuery(500, 100)).describe('AuditLogQuery');

export const inviteSchema = z
  .object({
    id: z.number().int(),
    invite_code: z.string(),
    email: z.string().nullable(),
    invite_type: inviteTypeSchema,
    created_at: z.string(),
    expires_at: z.string(),
    used_by: z.array(z.string()),
    is_used: z.boolean(),
  })
  .describe('Invite');
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.array(inviteSchema).describe('InviteList');

export const bundleSchema = z
  .object({
    bundle_id: z.string(),
    name: z.string(),
    version: z.number().int(),
    description: z.string(),
    is_active: z.boolean(),
    is_registered: z.boolean(),
    lesson_count: z.number().int(),
  })
  .describe('Bundle');
export type Bundle = z.infer<typeof bundleSchema>;
export const bundleListSchema = z.array(bundleSchema).describe('BundleList');
export const bundleParamsSchema = z.object({ bundleId: singleLineText(100).min(1) }).describe('BundleParams');
export const bundleActivateResponseSchema = z
  .object({ message: z.string(), bundle: bundleSchema })
  .describe('BundleActivateResponse');

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    username: z.string(),
    email_verified: z.boolean(),
    mfa_enabled: z.boolean(),
    mfa_enabled_at: z.string().nullable(),
    is_admin: z.boolean(),
    is_parent: z.boolean(),
    /** The special admin account (ADMIN_EMAIL): it cannot be deleted. */
    is_bootstrap_admin: z.boolean(),
    /** May record course lines in the voice studio (issue 45). */
    is_voice_contributor: z.boolean(),
    created_at: z.string(),
  })
  .describe('AdminUser');
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema).describe('AdminUserList');

export const adminResetPasswordRequestSchema = z
  .object({ new_password: strongPasswordField })
  .describe('AdminResetPasswordRequest');

export const adminChildProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int().nullable(),
    username: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    parent_id: z.number().int(),
    parent_email: z.string().nullable(),
  })
  .describe('AdminChildProfile');
export type AdminChildProfile = z.infer<typeof adminChildProfileSchema>;
export const adminChildProfileListSchema = z.array(adminChildProfileSchema).describe('AdminChildProfileList');

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** PUT or PATCH /admin/child-profiles/{id}: all optional; a blank password keeps the current one. */
export const adminChildUpdateRequestSchema = z
  .object({
    name: childNameField.optional(),
    age: childAgeField,
    username: childUsernameField.optional(),
    email: childEmailField,
    password: z.preprocess((v) => (isBlank(v) ? undefined : v), strongPasswordField.optional()),
  })
  .describe('AdminChildUpdateRequest');
export type AdminChildUpdateRequest = z.input<typeof adminChildUpdateRequestSchema>;

export const adminChildMoveRequestSchema = z.object({ new_parent_id: id }).describe('AdminChildMoveRequest');

export const waitlistEntrySchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    created_at: z.string(),
    user_verified: z.boolean(),
    invite_code: z.string().nullable(),
  })
  .describe('WaitlistEntry');
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistListSchema = z.array(waitlistEntrySchema).describe('WaitlistList');

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    lesson_title: z.string(),
    lesson_stable_id: z.string(),
    bundle_id: z.string(),
    user_email: z.string().nullable(),
    feedback_type: z.string(),
    message: z.string(),
    created_at: z.string(),
  })
  .describe('Feedback');
export type Feedback = z.infer<typeof feedbackSchema>;
export const feedbackListSchema = z.array(feedbackSchema).describe('FeedbackList');

export const aiUsageQuerySchema = z
  .object({
    search: singleLineText(254).trim().optional(),
    ...pageQuery(100, AI_USAGE_PAGE_SIZE),
  })
  .describe('AiUsageQuery');
export const aiUsageRowSchema = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    daily_limit: z.number().int(),
    today_usage: z.number().int(),
  })
  .describe('AiUsageRow');
export type AiUsageRow = z.infer<typeof aiUsageRowSchema>;
export const aiUsagePageSchema = z
  .object({
    items: z.array(aiUsageRowSchema),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
  })
  .describe('AiUsagePage');
export type AiUsagePage = z.infer<typeof aiUsagePageSchema>;
export const aiLimitRequestSchema = z
  .object({
    daily_limit: z.coerce
      .number({ error: 'Daily limit must be a whole number from 0' })
      .int('Daily limit must be a whole number from 0')
      .min(0, 'Daily limit must be a whole number from 0')
      .max(AI_DAILY_LIMIT_MAX, `Daily limit must be at most ${AI_DAILY_LIMIT_MAX}`),
  })
  .describe('AiLimitRequest');

export const analyticsSchema = z
  .object({
    total_users: z.number().int(),
    daily_active_users: z.number().int(),
    total_child_profiles: z.number().int(),
    total_lesson_sessions: z.number().int(),
    completed_lessons: z.number().int(),
    dynamic_lessons_created: z.number().int(),
  })
  .describe('Analytics');
export type Analytics = z.infer<typeof analyticsSchema>;

/** Registration mode: the configured default (REGISTRATION_MODE) until an admin changes it. */
export const registrationSettingsSchema = z
  .object({ registration_mode: registrationModeSchema })
  .describe('RegistrationSettings');
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/** POST /waitlist (landing page, invite mode): an email and the same captcha as registration. */
export const waitlistJoinRequestSchema = z
  .object({ email: emailField, captcha_token: singleLineText(20_000).optional().nullable() })
  .describe('WaitlistJoinRequest');
export type WaitlistJoinRequest = z.input<typeof waitlistJoinRequestSchema>;
export const WAITLIST_JOINED_MESSAGE = "Thanks! You're on the waitlist. We'll email you an invite code.";

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_email: z.string().nullable(),
    action: z.string(),
    target: z.string(),
    details: z.record(z.string(), z.unknown()),
    at: z.string(),
  })
  .describe('AuditEntry');
export const auditListSchema = z.array(auditEntrySchema).describe('AuditList');
