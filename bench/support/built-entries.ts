/**
 * The benchmark's Hadal processes, built by tsup.config.ts into bench/dist and run with `node`
 * alone (support/child.ts): no source loader in the measured process. Name → source.
 */
export const BUILT_ENTRIES = {
  'serve-hadal': 'support/serve-hadal.ts',
  'serve-areas': 'support/serve-areas.ts',
} as const;
