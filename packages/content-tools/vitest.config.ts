/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'content-tools', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
});
