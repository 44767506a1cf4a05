import { existsSync } from 'node:fs';
import type * as Hadal from '../../apps/server/src/embed';

/**
 * Hadal's production build (npm run build), as `npm start` runs it: not the sources through a
 * loader, which would add its own time and memory to what is measured. The path is the same from
 * bench/support and from bench/dist, where the benchmark's processes are built.
 */
export async function loadProductionBuild(): Promise<typeof Hadal> {
  const embed = new URL('../../apps/server/dist/embed.js', import.meta.url);
  if (!existsSync(embed)) throw new Error('Build Hadal first: npm run build');
  return (await import(embed.href)) as typeof Hadal;
}
