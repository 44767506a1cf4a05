/**
 * Published lesson ids (stable-ids.lock.json beside bundle.json): a published stable_id never
 * changes or disappears, because learners' progress is kept by it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@/paths';
import type { LoadedBundle } from './bundle-loader';
import type { CheckFinding } from './content-check.types';

export const STABLE_IDS_LOCK_FILE = 'stable-ids.lock.json';

const rel = (file: string) => path.relative(REPO_ROOT, file);

export function readLock(bundle: LoadedBundle): { file: string; ids: string[] | null; error?: string } {
  const file = path.join(bundle.dir, STABLE_IDS_LOCK_FILE);
  if (!existsSync(file)) return { file, ids: null };
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { stable_ids?: unknown };
    if (!Array.isArray(json.stable_ids) || !json.stable_ids.every((s) => typeof s === 'string')) {
      return { file, ids: null, error: 'has no "stable_ids" list of strings' };
    }
    return { file, ids: json.stable_ids as string[] };
  } catch (e) {
    return { file, ids: null, error: `is not valid JSON: ${(e as Error).message}` };
  }
}

/** Adds the bundle's current stable ids to its lock file; published ids are never dropped. */
export function writeStableIdsLock(bundle: LoadedBundle, stableIds: string[]): string {
  const lock = readLock(bundle);
  const ids = [...new Set([...(lock.ids ?? []), ...stableIds])].sort();
  const body = {
    bundle_id: bundle.manifest?.bundle_id ?? bundle.name,
    version: bundle.manifest?.version ?? 1,
    stable_ids: ids,
  };
  writeFileSync(lock.file, `${JSON.stringify(body, null, 2)}\n`);
  return rel(lock.file);
}

/** Findings about the lock: unreadable, missing, or naming a lesson the bundle lost. */
export function checkStableIdsLock(bundle: LoadedBundle, present: ReadonlySet<string>): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const lock = readLock(bundle);
  if (lock.error) {
    findings.push({ severity: 'error', rule: 'stable-ids-lock', file: rel(lock.file), message: lock.error });
  }
  if (lock.ids) {
    for (const id of lock.ids) {
      if (present.has(id)) continue;
      findings.push({
        severity: 'error',
        rule: 'stable-id-removed',
        file: rel(lock.file),
        stableId: id,
        message: `published lesson "${id}" is missing from the bundle`,
        hint: 'a published stable_id never changes or disappears: progress is kept by it. Restore the lesson file (you may rewrite its content)',
      });
    }
  } else if (!lock.error) {
    findings.push({
      severity: 'warning',
      rule: 'stable-ids-lock',
      file: rel(lock.file),
      message: 'no published stable ids are recorded for this bundle',
      hint: 'when the bundle is published, run `npm run content:check -w @hadal/server -- --write-lock` and commit the lock file',
    });
  }
  return findings;
}
