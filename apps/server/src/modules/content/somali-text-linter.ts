/**
 * The Somali linter for text written at run time (dynamic lessons' scripts): the same word rules
 * and word lists as `npm run content:check`, with the lexicons of every bundle under contentDir.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CEFR_LEVELS, type CefrLevel } from '@hadal/domain';
import {
  buildSomaliLexicon,
  checkSomaliWord,
  parseLexiconTsv,
  somaliWords,
  type LexiconEntry,
  type SomaliLexicon,
} from '@hadal/content-tools';
import { loadSomaliWordLists } from './word-lists';

export interface SomaliTextLinter {
  /** Problems of a Somali line, one message per word that breaks a rule; [] when it passes. */
  problems(text: string): string[];
  /** Words of the bundles' lexicons for the levels up to `level` (for a language model's prompt). */
  vocabularyUpTo(level: CefrLevel): string[];
}

function lexiconFiles(contentDir: string): { level: string; entries: LexiconEntry[] }[] {
  const bundles = path.join(contentDir, 'bundles');
  if (!existsSync(bundles)) return [];
  return readdirSync(bundles).flatMap((b) => {
    const dir = path.join(bundles, b, 'lexicon');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((n) => n.endsWith('.tsv'))
      .map((n) => ({
        level: n.replace(/\.tsv$/, '').toUpperCase(),
        entries: parseLexiconTsv(readFileSync(path.join(dir, n), 'utf8')).entries,
      }));
  });
}

/** Loads the word lists on first use and keeps them. */
export function createSomaliTextLinter(contentDir: string): SomaliTextLinter {
  let loaded: { lexicon: SomaliLexicon; files: ReturnType<typeof lexiconFiles> } | null = null;
  const load = () => {
    if (!loaded) {
      const files = lexiconFiles(contentDir);
      const lexicon = buildSomaliLexicon({ ...loadSomaliWordLists(), lexicon: files.flatMap((f) => f.entries) });
      loaded = { lexicon, files };
    }
    return loaded;
  };
  return {
    problems(text) {
      const { lexicon } = load();
      return somaliWords(text).flatMap((w) => checkSomaliWord(w, lexicon).map((i) => `"${w}" ${i.message}`));
    },
    vocabularyUpTo(level) {
      const upTo = new Set<string>(CEFR_LEVELS.slice(0, CEFR_LEVELS.indexOf(level) + 1));
      const words = load()
        .files.filter((f) => upTo.has(f.level))
        .flatMap((f) => f.entries.map((e) => e.word));
      return [...new Set(words)];
    },
  };
}
