export { emailsRoutes } from './emails.routes';
export * from './emails.service';
export * from './email-templates';
export type { ReviewDueCounter, WeeklyActivity } from './email-delivery';
export { EMAIL_JOB, INACTIVITY_SCAN_JOB, WEEKLY_REPORT_SCAN_JOB } from './email-jobs';
export { SECURITY_EVENTS, type SecurityEvent } from './notification-templates';
export { createVerificationTokens, type VerificationTokens } from './verification-tokens';
