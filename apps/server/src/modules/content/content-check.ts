/**
 * `npm run content:check`: validates every bundle (schema, answerability, stable ids, order,
 * minimums, audio, the Somali linter) and counts the curriculum against the issue's targets.
 * The pure rules live in packages/domain; this file reads the files and puts the report together.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CEFR_LEVELS,
  LESSON_TYPES,
  buildSomaliLexicon,
  checkLesson,
  checkSomaliWord,
  lessonAudioKeys,
  lessonAudioTexts,
  lessonSomaliStrings,
  normalisedSomali,
  parseLexiconTsv,
  parseWiktionaryTsv,
  parseWordFreqTsv,
  somaliWords,
  spellingSkeleton,
  type CefrLevel,
  type ContentFinding,
  type LessonFile,
  type LessonType,
  type LexiconEntry,
} from '@hadal/domain';
import { REPO_ROOT } from '@/paths';
import type { LoadedBundle } from './bundle-loader';

/** The reference word lists ship with the repository (content/reference/somali, CC BY-SA). */
export const SOMALI_DATA_RELATIVE = 'content/reference/somali';
export const WIKTIONARY_FILE = 'wiktionary-somali-english.tsv';
export const WORDFREQ_FILE = 'somali-wikipedia-wordfreq.tsv';
export const STABLE_IDS_LOCK_FILE = 'stable-ids.lock.json';

/** Lessons the curriculum issue asks for, per level: vocabulary / grammar / phrases. */
export const CURRICULUM_TARGETS: Record<CefrLevel, Record<LessonType, number>> = {
  A1: { vocabulary: 12, grammar: 8, phrases: 6 },
  A2: { vocabulary: 10, grammar: 8, phrases: 6 },
  B1: { vocabulary: 8, grammar: 6, phrases: 5 },
  B2: { vocabulary: 4, grammar: 4, phrases: 3 },
  C1: { vocabulary: 4, grammar: 4, phrases: 3 },
  C2: { vocabulary: 4, grammar: 4, phrases: 3 },
};

export interface CheckFinding extends ContentFinding {
  /** Relative to the repository root. */
  file: string;
  stableId?: string;
  /** How many times the same word broke the same rule in this file. */
  occurrences?: number;
}

export interface TargetCount {
  level: CefrLevel;
  kind: LessonType;
  required: number;
  actual: number;
  met: boolean;
}

export interface BundleSummary {
  lessons: number;
  lessonsByLevelKind: Record<CefrLevel, Record<LessonType, number>>;
  exercisesByType: Record<string, number>;
  exercises: number;
  distinctVocabulary: number;
  targets: TargetCount[];
}

export interface BundleReport {
  bundleId: string;
  version?: number;
  findings: CheckFinding[];
  summary: BundleSummary;
  /** The stable ids present, for --write-lock. */
  stableIds: string[];
}

export interface SomaliWordLists {
  wiktionary: Set<string>;
  wordfreq: Set<string>;
}

export class MissingSomaliDataError extends Error {}

/** The Somali reference word lists, from content/reference/somali in the repository (or SOMALI_DATA_DIR). */
export function loadSomaliWordLists(
  dataDir = process.env.SOMALI_DATA_DIR ?? path.resolve(REPO_ROOT, SOMALI_DATA_RELATIVE),
): SomaliWordLists {
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

/** An English gloss reduced to compare meanings: lowercase, no parentheses, articles or punctuation. */
function englishKey(english: string): string {
  return english
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\b(to|the|a|an)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const rel = (file: string) => path.relative(REPO_ROOT, file);

function emptyByLevelKind(): Record<CefrLevel, Record<LessonType, number>> {
  return Object.fromEntries(CEFR_LEVELS.map((l) => [l, Object.fromEntries(LESSON_TYPES.map((k) => [k, 0]))])) as Record<
    CefrLevel,
    Record<LessonType, number>
  >;
}

function readLexicon(bundle: LoadedBundle, findings: CheckFinding[]): LexiconEntry[] {
  const dir = path.join(bundle.dir, 'lexicon');
  if (!existsSync(dir)) return [];
  const entries: LexiconEntry[] = [];
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.tsv'))
    .sort()) {
    const file = path.join(dir, f);
    const parsed = parseLexiconTsv(readFileSync(file, 'utf8'));
    entries.push(...parsed.entries);
    for (const p of parsed.problems) {
      findings.push({
        severity: 'error',
        rule: 'lexicon',
        file: `${rel(file)}:${p.line}`,
        message: p.message,
        hint: 'each line is word<TAB>english<TAB>kind',
      });
    }
  }
  return entries;
}

function readLock(bundle: LoadedBundle): { file: string; ids: string[] | null; error?: string } {
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

function audioFiles(bundle: LoadedBundle): Set<string> {
  const dir = path.join(bundle.dir, 'audio');
  return new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.wav')) : []);
}

/** Checks one bundle. */
export function checkBundle(bundle: LoadedBundle, lists: SomaliWordLists): BundleReport {
  const findings: CheckFinding[] = [];
  const manifestFile = bundle.manifestFile;
  for (const m of bundle.manifestErrors)
    findings.push({ severity: 'error', rule: 'schema', file: manifestFile, message: m });
  if (bundle.manifest && bundle.manifest.bundle_id !== bundle.name) {
    findings.push({
      severity: 'error',
      rule: 'bundle-id',
      file: manifestFile,
      message: `bundle_id "${bundle.manifest.bundle_id}" differs from its folder name "${bundle.name}"`,
    });
  }
  const lexiconEntries = readLexicon(bundle, findings);
  const lexicon = buildSomaliLexicon({ ...lists, lexicon: lexiconEntries });
  const recordings = audioFiles(bundle);

  const lessons: { file: string; lesson: LessonFile }[] = [];
  for (const f of bundle.lessons) {
    for (const e of f.errors) {
      findings.push({
        severity: 'error',
        rule: 'schema',
        file: f.file,
        message: e,
        hint: 'see the lesson file table in content/README.md',
      });
    }
    if (f.lesson) lessons.push({ file: f.file, lesson: f.lesson });
  }

  // Stable ids: file names, uniqueness, the published lock.
  const byStableId = new Map<string, string[]>();
  for (const { file, lesson } of lessons) {
    const expected = `${lesson.stable_id}.json`;
    if (path.basename(file) !== expected) {
      findings.push({
        severity: 'error',
        rule: 'file-name',
        file,
        stableId: lesson.stable_id,
        message: `the file should be named ${expected}`,
      });
    }
    byStableId.set(lesson.stable_id, [...(byStableId.get(lesson.stable_id) ?? []), file]);
  }
  for (const [id, files] of byStableId) {
    if (files.length > 1) {
      for (const file of files) {
        findings.push({
          severity: 'error',
          rule: 'stable-id-unique',
          file,
          stableId: id,
          message: `stable_id "${id}" is used by ${files.length} files`,
          hint: files.join(', '),
        });
      }
    }
  }
  const lock = readLock(bundle);
  if (lock.error)
    findings.push({ severity: 'error', rule: 'stable-ids-lock', file: rel(lock.file), message: lock.error });
  if (lock.ids) {
    for (const id of lock.ids) {
      if (!byStableId.has(id)) {
        findings.push({
          severity: 'error',
          rule: 'stable-id-removed',
          file: rel(lock.file),
          stableId: id,
          message: `published lesson "${id}" is missing from the bundle`,
          hint: 'a published stable_id never changes or disappears: progress is kept by it. Restore the lesson file (you may rewrite its content)',
        });
      }
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

  // order_index contiguous 1..n per (cefr_level, lesson_type).
  const groups = new Map<string, { file: string; lesson: LessonFile }[]>();
  for (const l of lessons) {
    const key = `${l.lesson.cefr_level} ${l.lesson.lesson_type}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  for (const [key, group] of groups) {
    const sorted = [...group].sort((a, b) => a.lesson.order_index - b.lesson.order_index);
    const found = sorted.map((g) => g.lesson.order_index);
    sorted.forEach((g, i) => {
      if (g.lesson.order_index !== i + 1) {
        findings.push({
          severity: 'error',
          rule: 'order-index',
          file: g.file,
          stableId: g.lesson.stable_id,
          message: `order_index ${g.lesson.order_index}: the ${key} lessons must be numbered 1..${group.length} without gaps or repeats (found ${found.join(', ')})`,
          hint: 'lessons unlock in this order; renumber the group',
        });
      }
    });
  }

  // Vocabulary spelling across the bundle: one meaning, one skeleton, two spellings = one word spelt two ways.
  const vocabBySkeleton = new Map<string, Map<string, { file: string; stableId: string }[]>>();
  for (const { file, lesson } of lessons) {
    for (const v of lesson.vocabulary_items) {
      const sk = spellingSkeleton(v.somali);
      if (!sk) continue;
      const key = `${sk}|${englishKey(v.english)}`;
      const spelling = normalisedSomali(v.somali);
      const spellings = vocabBySkeleton.get(key) ?? new Map<string, { file: string; stableId: string }[]>();
      spellings.set(spelling, [...(spellings.get(spelling) ?? []), { file, stableId: lesson.stable_id }]);
      vocabBySkeleton.set(key, spellings);
    }
  }
  for (const spellings of vocabBySkeleton.values()) {
    if (spellings.size < 2) continue;
    const all = [...spellings.keys()];
    const where = [...new Map([...spellings.values()].flat().map((x) => [x.file, x])).values()];
    for (const w of where) {
      findings.push({
        severity: 'error',
        rule: 'spelling-consistency',
        file: w.file,
        stableId: w.stableId,
        message: `one vocabulary item is spelt ${all.map((s) => `"${s}"`).join(' and ')} in the bundle`,
        hint: `pick one spelling for every lesson (${[...spellings].map(([s, ws]) => `${s}: ${[...new Set(ws.map((x) => x.stableId))].join(', ')}`).join('; ')})`,
      });
    }
  }
  const vocabWordBySkeleton = new Map<string, string>();
  for (const { lesson } of lessons) {
    for (const v of lesson.vocabulary_items)
      for (const w of somaliWords(v.somali)) vocabWordBySkeleton.set(spellingSkeleton(w), w);
  }

  // Per lesson: shape, answerability, audio, orthography.
  for (const { file, lesson } of lessons) {
    for (const f of checkLesson(lesson)) findings.push({ ...f, file, stableId: lesson.stable_id });
    const texts = lessonAudioTexts(lesson);
    for (const { key, exerciseId } of lessonAudioKeys(lesson)) {
      if (!recordings.has(key) && !texts.has(key)) {
        findings.push({
          severity: 'error',
          rule: 'audio-key',
          file,
          stableId: lesson.stable_id,
          exerciseId,
          word: key,
          message: `audio "${key}" has neither a recording in audio/ nor a Somali text to synthesise`,
          hint: 'remove the audio field (keys are added automatically) or add the recording',
        });
      }
    }
    const seen = new Map<string, CheckFinding>();
    for (const s of lessonSomaliStrings(lesson)) {
      for (const word of somaliWords(s.text)) {
        for (const issue of checkSomaliWord(word, lexicon)) {
          const key = `${word} ${issue.rule}`;
          const prior = seen.get(key);
          if (prior) {
            prior.occurrences = (prior.occurrences ?? 1) + 1;
            continue;
          }
          const vocabSpelling = vocabWordBySkeleton.get(spellingSkeleton(word));
          const hint =
            issue.rule === 'unknown-word' && vocabSpelling && vocabSpelling !== word
              ? `the vocabulary spells it "${vocabSpelling}"; ${issue.hint}`
              : issue.hint;
          const finding: CheckFinding = {
            severity: 'error',
            rule: issue.rule,
            file,
            stableId: lesson.stable_id,
            exerciseId: s.exerciseId ?? s.field,
            word,
            message: `"${word}" ${issue.message}`,
            hint,
          };
          seen.set(key, finding);
          findings.push(finding);
        }
      }
    }
  }

  // Counts.
  const lessonsByLevelKind = emptyByLevelKind();
  const exercisesByType: Record<string, number> = {};
  const vocabulary = new Set<string>();
  let exercises = 0;
  for (const { lesson } of lessons) {
    lessonsByLevelKind[lesson.cefr_level][lesson.lesson_type] += 1;
    for (const ex of lesson.exercises) {
      exercisesByType[ex.type] = (exercisesByType[ex.type] ?? 0) + 1;
      exercises += 1;
    }
    for (const v of lesson.vocabulary_items) vocabulary.add(normalisedSomali(v.somali));
  }
  const targets: TargetCount[] = CEFR_LEVELS.flatMap((level) =>
    LESSON_TYPES.map((kind) => {
      const required = CURRICULUM_TARGETS[level][kind];
      const actual = lessonsByLevelKind[level][kind];
      return { level, kind, required, actual, met: actual >= required };
    }),
  );
  return {
    bundleId: bundle.manifest?.bundle_id ?? bundle.name,
    version: bundle.manifest?.version,
    findings,
    stableIds: [...byStableId.keys()].sort(),
    summary: {
      lessons: lessons.length,
      lessonsByLevelKind,
      exercisesByType,
      exercises,
      distinctVocabulary: vocabulary.size,
      targets,
    },
  };
}

/** True when the bundle passes: no error and every curriculum target met. */
export function bundlePasses(report: BundleReport): boolean {
  return !report.findings.some((f) => f.severity === 'error') && report.summary.targets.every((t) => t.met);
}
