/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/content-tools/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
