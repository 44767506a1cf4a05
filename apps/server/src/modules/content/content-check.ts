/**
 * `npm run content:check`: validates every bundle (schema, answerability, explanations, stable
 * ids, order, minimums, audio, the Somali linter, the dialect table, stories, the grading probe
 * corpus) and counts the curriculum against its targets, per level. The pure rules live in packages/content-tools; the checks by concern
 * live beside this file, which puts the report together.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildSomaliLexicon, bundleAnswerSupport } from '@hadal/content-tools';
import { REPO_ROOT } from '@/paths';
import { readDialectFile, readLexiconDir } from './bundle-data';
import type { LoadedBundle } from './bundle-loader';
import type { BundleReport, CheckFinding } from './content-check.types';
import { summarise, unmetTeachingTargets } from './curriculum-report';
import { checkDialect } from './dialect.check';
import { checkDialogues } from './dialogue.check';
import { checkLessonContent, checkVocabularySpelling } from './lesson-content.check';
import { checkGradingProbes } from './probes.check';
import { checkStableIdsLock } from './stable-ids-lock';
import { checkStories } from './story.check';
import { checkManifest, checkOrderIndex, checkStableIds, parsedLessons } from './structure.check';
import type { SomaliWordLists } from './word-lists';

export type { BundleReport, BundleSummary, CheckFinding, LevelReport, TargetCount } from './content-check.types';
export { CURRICULUM_TARGETS } from './curriculum-report';
export { STABLE_IDS_LOCK_FILE, writeStableIdsLock } from './stable-ids-lock';
export {
  loadSomaliWordLists,
  MissingSomaliDataError,
  SOMALI_DATA_RELATIVE,
  WIKTIONARY_FILE,
  WORDFREQ_FILE,
  type SomaliWordLists,
} from './word-lists';

const rel = (file: string) => path.relative(REPO_ROOT, file);

function audioFiles(bundle: LoadedBundle): Set<string> {
  const dir = path.join(bundle.dir, 'audio');
  return new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.wav')) : []);
}

/** Checks one bundle. */
export function checkBundle(bundle: LoadedBundle, lists: SomaliWordLists): BundleReport {
  const findings: CheckFinding[] = checkManifest(bundle);
  const lexiconFiles = readLexiconDir(bundle.dir);
  for (const p of lexiconFiles.problems) {
    findings.push({
      severity: 'error',
      rule: 'lexicon',
      file: `${rel(p.file)}:${p.line}`,
      message: p.message,
      hint: 'each line is word<TAB>english<TAB>kind',
    });
  }
  const lexicon = buildSomaliLexicon({ ...lists, lexicon: lexiconFiles.entries });

  const lessons = parsedLessons(bundle, findings);
  const byStableId = checkStableIds(lessons, findings);
  findings.push(...checkStableIdsLock(bundle, new Set(byStableId.keys())));
  findings.push(...checkOrderIndex(lessons));
  findings.push(...checkVocabularySpelling(lessons));
  findings.push(...checkLessonContent(lessons, lexicon, audioFiles(bundle)));
  const dialect = readDialectFile(bundle.dir);
  findings.push(...checkDialect(dialect, lexicon, lessons));
  findings.push(...checkDialogues(bundle.dir, lexicon));
  const stories = checkStories(bundle.stories ?? [], lexicon);
  findings.push(...stories.findings);
  const support = bundleAnswerSupport({
    dialect: dialect.entries ?? [],
    lexiconWords: lexiconFiles.entries.map((e) => e.word),
    referenceWords: lists.wiktionary,
    lessons: lessons.map((l) => l.lesson),
  });
  const probes = checkGradingProbes(
    bundle.dir,
    lessons.map((l) => l.lesson),
    support,
  );
  findings.push(...probes.findings);

  return {
    bundleId: bundle.manifest?.bundle_id ?? bundle.name,
    version: bundle.manifest?.version,
    findings,
    stableIds: [...byStableId.keys()].sort(),
    summary: summarise(
      lessons.map((l) => l.lesson),
      { stories: stories.stories.map((s) => s.story), support },
    ),
    probes: { total: probes.results.length, failed: probes.results.filter((r) => !r.pass).length },
  };
}

/** True when the bundle passes: no error, every curriculum target met, every teaching target met. */
export function bundlePasses(report: BundleReport): boolean {
  return (
    !report.findings.some((f) => f.severity === 'error') &&
    report.summary.targets.every((t) => t.met) &&
    report.summary.levels.every((l) => unmetTeachingTargets(l).length === 0)
  );
}
