import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The domain package is TypeScript source: bundle it; everything else stays in node_modules.
  noExternal: ['@hadal/domain'],
});
