import { ACHIEVEMENT_IDS } from '@hadal/domain';
import { z } from 'zod';
import { SECURITY_EVENTS } from './notification-templates';

/** Job kinds of the emails module. Every email Hadal sends is one `email.send` job. */
export const EMAIL_JOB = 'email.send';
export const WEEKLY_REPORT_SCAN_JOB = 'email.weekly-report-scan';
export const INACTIVITY_SCAN_JOB = 'email.inactivity-scan';
/** Someone asked for a link by address: looked up off the request, so every answer takes the same time. */
/** An invite code emailed to an address that has no account yet. */
export const INVITE_EMAIL_JOB = 'email.invite';
export const inviteEmailSchema = z.object({ to: z.string(), code: z.string(), expiresAt: z.iso.datetime() });

export const ADDRESS_REQUEST_JOB = 'email.address-request';

export const addressRequestSchema = z.object({
  kind: z.enum(['verify_email', 'reset_password']),
  address: z.string().min(1).max(320),
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;

const userId = z.number().int().positive();

/** The payload of an `email.send` job: which email, to whom; it is rendered when the job runs. */
export const emailJobSchema = z.discriminatedUnion('email', [
  z.object({ email: z.literal('verify_email'), userId }),
  z.object({ email: z.literal('reset_password'), userId }),
  z.object({
    email: z.literal('security_notification'),
    userId,
    event: z.enum(SECURITY_EVENTS),
    at: z.iso.datetime(),
    detail: z.string().max(300).optional(),
  }),
  z.object({
    email: z.literal('weekly_progress_report'),
    userId,
    week: z.string(),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
  }),
  z.object({ email: z.literal('inactivity_reminder'), userId, day: z.iso.date() }),
  z.object({ email: z.literal('achievement_notification'), userId, achievement: z.enum(ACHIEVEMENT_IDS) }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;

export const weeklyScanSchema = z.object({ week: z.string(), from: z.iso.datetime(), to: z.iso.datetime() });
export const inactivityScanSchema = z.object({ day: z.iso.date() });
