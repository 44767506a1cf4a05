import { defineConfig } from 'tsup';

export default defineConfig({
  // The embedded database's thread is its own entry, loaded beside main.js; embed.js is the same
  // server as a library (the benchmark runs the production build through it).
  entry: {
    main: 'src/main.ts',
    'pglite-server': 'src/db/pglite-server.ts',
    'pglite-init': 'src/db/pglite-init.ts',
    embed: 'src/embed.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The workspace packages are TypeScript source: bundle them; everything else stays in node_modules.
  noExternal: ['@hadal/domain', '@hadal/content-tools'],
});
