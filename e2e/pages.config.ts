import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The page-speed benchmark (`npm run bench:pages`): the e2e suite's production server, mail server
 * and Chromium flags, running pages/page-speed.spec.ts (Lighthouse on each page) instead of the journeys.
 */
export default defineConfig({
  ...base,
  testDir: './pages',
  reporter: [['list']],
  timeout: 20 * 60_000,
});
