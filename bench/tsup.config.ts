import { defineConfig } from 'tsup';
import { BUILT_ENTRIES } from './support/built-entries';

// The benchmark's Hadal processes as plain JavaScript, so they run with `node` alone: no source
// loader in the measured process, adding its own thread, time and memory to what is measured.
// Hadal itself comes from its production build (apps/server/dist/embed.js), loaded at run time.
export default defineConfig({
  entry: BUILT_ENTRIES,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  tsconfig: 'tsconfig.json',
  // Libraries stay in node_modules; the domain package is TypeScript source, so it is bundled.
  skipNodeModulesBundle: true,
  noExternal: ['@hadal/domain'],
});
