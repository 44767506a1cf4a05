import type { TestUser } from './users';

/**
 * The verified administrator the server creates at start from ADMIN_EMAIL and ADMIN_PASSWORD
 * (set from this in playwright.config.ts); its username is the part of the email before the @.
 */
export const BOOTSTRAP_ADMIN: TestUser = { email: 'admin@hadal.test', username: 'admin', password: 'Admin-Passw0rd!' };
