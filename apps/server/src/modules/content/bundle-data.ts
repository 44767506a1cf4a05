/**
 * A bundle's data files beside its lessons: the lexicon (lexicon/*.tsv, reviewed words) and the
 * dialect table (dialect.tsv, southern spellings the answer check accepts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DIALECT_FILE, parseDialectTsv, type DialectEntry } from '@hadal/domain';
import { parseLexiconTsv, type LexiconEntry } from '@hadal/content-tools';

export interface DataFileProblem {
  /** The file, absolute. */
  file: string;
  line: number;
  message: string;
}

export function readLexiconDir(bundleDir: string): { entries: LexiconEntry[]; problems: DataFileProblem[] } {
  const dir = path.join(bundleDir, 'lexicon');
  const entries: LexiconEntry[] = [];
  const problems: DataFileProblem[] = [];
  if (!existsSync(dir)) return { entries, problems };
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.tsv'))
    .sort()) {
    const file = path.join(dir, f);
    const parsed = parseLexiconTsv(readFileSync(file, 'utf8'));
    entries.push(...parsed.entries);
    for (const p of parsed.problems) problems.push({ file, ...p });
  }
  return { entries, problems };
}

/** The dialect table, or none when the bundle has no dialect.tsv. */
export function readDialectFile(bundleDir: string): {
  file: string;
  entries?: DialectEntry[];
  problems: DataFileProblem[];
} {
  const file = path.join(bundleDir, DIALECT_FILE);
  if (!existsSync(file)) return { file, problems: [] };
  const parsed = parseDialectTsv(readFileSync(file, 'utf8'));
  return { file, entries: parsed.entries, problems: parsed.problems.map((p) => ({ file, ...p })) };
}
