/**
 * The grading probe corpus of the course (content/bundles/somali-core/grading-probes.tsv), run
 * through the lesson player's own check with the tables the lesson server attaches. Prints the
 * whole table: each probe's expected and actual verdict.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonFileSchema, parseDialectTsv } from '@hadal/domain';
import {
  bundleAnswerSupport,
  formatProbeTable,
  parseGradingProbes,
  parseLexiconTsv,
  parseWiktionaryTsv,
  PROBES_FILE,
  runGradingProbes,
} from '../src';

const REPO = path.resolve(import.meta.dirname, '../../..');
const BUNDLE = path.join(REPO, 'content/bundles/somali-core');
const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');
const tsvFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.tsv'));

const lessons = readdirSync(path.join(BUNDLE, 'lessons'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => lessonFileSchema.parse(JSON.parse(read(BUNDLE, 'lessons', f))));
const support = bundleAnswerSupport({
  dialect: parseDialectTsv(read(BUNDLE, 'dialect.tsv')).entries,
  lexiconWords: tsvFiles(path.join(BUNDLE, 'lexicon')).flatMap((f) =>
    parseLexiconTsv(read(BUNDLE, 'lexicon', f)).entries.map((e) => e.word),
  ),
  referenceWords: parseWiktionaryTsv(read(REPO, 'content/reference/somali/wiktionary-somali-english.tsv')),
  lessons,
});

describe('the grading probe corpus', () => {
  const { probes, problems } = parseGradingProbes(read(BUNDLE, PROBES_FILE));

  it('is readable and holds at least 150 reviewed cases of every verdict', () => {
    expect(problems).toEqual([]);
    expect(probes.length).toBeGreaterThanOrEqual(150);
    for (const verdict of ['correct', 'almost', 'wrong'] as const) {
      expect(probes.filter((p) => p.verdict === verdict).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('gets from the answer check the verdict a teacher gives', () => {
    const results = runGradingProbes(probes, lessons, support);
    console.log(`\n${formatProbeTable(results)}\n`);
    expect(results.filter((r) => !r.pass).map((r) => `${r.probe.line}: ${r.probe.typed} (${r.problem})`)).toEqual([]);
  });
});
