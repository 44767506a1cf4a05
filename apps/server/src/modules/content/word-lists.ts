/**
 * The Somali reference word lists the linter checks against. They ship with the repository in
 * content/reference/somali (CC BY-SA); SOMALI_DATA_DIR points elsewhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseWiktionaryTsv, parseWordFreqTsv } from '@hadal/content-tools';
import { REPO_ROOT } from '@/paths';

export const SOMALI_DATA_RELATIVE = 'content/reference/somali';
export const WIKTIONARY_FILE = 'wiktionary-somali-english.tsv';
export const WORDFREQ_FILE = 'somali-wikipedia-wordfreq.tsv';

export interface SomaliWordLists {
  wiktionary: Set<string>;
  wordfreq: Set<string>;
}

export class MissingSomaliDataError extends Error {}

export function somaliDataDir(): string {
  return process.env.SOMALI_DATA_DIR ?? path.resolve(REPO_ROOT, SOMALI_DATA_RELATIVE);
}

/** The Somali reference word lists, from content/reference/somali in the repository (or SOMALI_DATA_DIR). */
export function loadSomaliWordLists(dataDir = somaliDataDir()): SomaliWordLists {
  const missing = [WIKTIONARY_FILE, WORDFREQ_FILE].filter((f) => !existsSync(path.join(dataDir, f)));
  if (missing.length) {
    throw new MissingSomaliDataError(
      `The Somali word lists are missing: ${missing.join(', ')} not found in ${SOMALI_DATA_RELATIVE} (relative to the repository root).\n` +
        'Restore that folder from the repository, or set SOMALI_DATA_DIR to the folder that holds them.',
    );
  }
  return {
    wiktionary: parseWiktionaryTsv(readFileSync(path.join(dataDir, WIKTIONARY_FILE), 'utf8')),
    wordfreq: parseWordFreqTsv(readFileSync(path.join(dataDir, WORDFREQ_FILE), 'utf8')),
  };
}

/** The Wiktionary headwords only (small; the lesson server uses them as real words), or an empty set. */
export function loadWiktionaryWords(dataDir = somaliDataDir()): Set<string> {
  const file = path.join(dataDir, WIKTIONARY_FILE);
  return existsSync(file) ? parseWiktionaryTsv(readFileSync(file, 'utf8')) : new Set();
}
