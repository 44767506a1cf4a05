/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@/': `${path.join(import.meta.dirname, 'src')}/`,
      '@test/': `${path.join(import.meta.dirname, 'test')}/`,
    },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
