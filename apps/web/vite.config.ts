/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress';
import { routeTablePlugin } from './build-plugins/route-table';

const API_ORIGIN = 'http://127.0.0.1:3000';
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), routeTablePlugin(), precompress()],
  resolve: {
    // `@/…` is `src/…` (the same mapping as `paths` in tsconfig.json); `@scope/pkg` imports are untouched.
    alias: [
      { find: /^@\//, replacement: `${path.join(import.meta.dirname, 'src')}/` },
      // React Router's package exports only its development build, whose dev warnings would stay in
      // the bundle; the build takes its production build, the same code with them off.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/audio': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // Every browser of the target preloads modules itself; one without it just loads them when imported.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Fewer, larger files for a first visit: on HTTP/1.1 a browser opens six connections to a
        // host and every file costs at least a round trip on one of them, so a screen that needs
        // seven small files waits for round trips, not bytes.
        codeSplitting: {
          // Small modules shared by several screens (icons, ui pieces, the answer rules) are copied
          // into each screen's chunk instead of each becoming a request of its own; rolldown's
          // runtime keeps one instance of each module however many chunks carry it.
          experimentalInlineCommonChunks: { maxSize: 12000 },
          groups: [
            // Everything the entry loads is one chunk (react, react-dom, the router and the shell), beside
            // the two-line loader of index.html and rolldown's runtime.
            { name: 'web', tags: ['$initial'], priority: 2 },
            // What every screen that calls the API needs beside its own code is one more: the API
            // client and the query hooks. (The signed-in guard, and the lesson list and detail that
            // the dashboard, the player and review share, are theirs, not the sign-in form's.)
            {
              name: 'screen-kit',
              priority: 1,
              test: /([\\/]src[\\/]lib[\\/]api-client|[\\/]@tanstack[\\/](react-query|query-core)[\\/])/,
            },
          ],
        },
      },
      treeshake: {
        // @hadal/domain is pure (no I/O, no side effects): modules whose exports a chunk does not use
        // are dropped, so importing the sample lesson rules does not pull in zod and every schema.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id),
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/test/setup-tests.ts'],
    restoreMocks: true,
    // Screens are lazy chunks transformed on first import; under a parallel run that takes a while.
    testTimeout: 90_000,
  },
}));
