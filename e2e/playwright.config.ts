import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BOOTSTRAP_ADMIN, BOOTSTRAP_ADMIN_TOTP_SECRET } from './support/bootstrap-admin';
import { OIDC_ISSUER, SOCIAL_CLIENTS } from './support/social-provider';
import { E2E_RELAY_AUTHSERV_ID } from './support/support-mail';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
/** The support inbox's SMTP listener (customer mail in); support/support-mail.ts sends to it. */
export const SUPPORT_SMTP_PORT = Number(process.env.E2E_SUPPORT_SMTP_PORT ?? 2526);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hadal-e2e-'));

/**
 * End-to-end journeys against the built server (embedded PGlite in a fresh DATA_DIR) and
 * Debian's Chromium. Mail goes over real SMTP to a server started in global setup.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      // Every journey registers its accounts from this one address.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      // The real course plus the small test bundle (links), so the admin journey can switch bundles.
      CONTENT_DIR: path.join(import.meta.dirname, 'content'),
      SUPPORT_SMTP_PORT: String(SUPPORT_SMTP_PORT),
      SUPPORT_ADDRESS: 'support@hadal.test',
      // The journeys' sender on loopback stands for the operator's relay: its mail carries that
      // relay's Authentication-Results (support/support-mail.ts). Senders are still checked.
      SUPPORT_TRUSTED_RELAYS: '127.0.0.1',
      SUPPORT_RELAY_AUTHSERV_ID: E2E_RELAY_AUTHSERV_ID,
      ADMIN_EMAIL: BOOTSTRAP_ADMIN.email,
      ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password,
      // Administrators hold a second factor: the journeys answer this one's codes.
      ADMIN_TOTP_SECRET: BOOTSTRAP_ADMIN_TOTP_SECRET,
      // Google and Microsoft are both the local OpenID provider of global setup (E2E_OIDC_PORT).
      GOOGLE_CLIENT_ID: SOCIAL_CLIENTS.google.clientId,
      GOOGLE_CLIENT_SECRET: SOCIAL_CLIENTS.google.clientSecret,
      GOOGLE_ISSUER: OIDC_ISSUER,
      MICROSOFT_CLIENT_ID: SOCIAL_CLIENTS.microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: SOCIAL_CLIENTS.microsoft.clientSecret,
      MICROSOFT_ISSUER: OIDC_ISSUER,
    },
  },
});
