import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  bundleManifestSchema,
  lessonFileSchema,
  type BundleManifest,
  type DialectEntry,
  type LessonFile,
} from '@hadal/domain';
import type { z } from 'zod';
import { REPO_ROOT } from '@/paths';
import { readDialectFile, readLexiconDir } from './bundle-data';

/** One lesson file as read from disk: the parsed lesson, or why it could not be read. */
export interface LoadedLessonFile {
  /** Path relative to the repository root (e.g. content/bundles/x/lessons/y.json). */
  file: string;
  raw?: unknown;
  lesson?: LessonFile;
  errors: string[];
}

export interface LoadedBundle {
  dir: string;
  /** The directory name under bundles/. */
  name: string;
  manifestFile: string;
  manifest?: BundleManifest;
  manifestErrors: string[];
  lessons: LoadedLessonFile[];
  /** The dialect table (dialect.tsv), when the bundle has one; the answer check accepts its southern forms. */
  dialect?: DialectEntry[];
  /** The words of the bundle's lexicon files (lexicon/*.tsv). */
  lexiconWords?: string[];
}

export function formatZodIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(file)'}: ${i.message}`);
}

function readJson(file: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (e) {
    return { error: `not valid JSON: ${(e as Error).message}` };
  }
}

/** The bundle directories under <contentDir>/bundles, sorted by name. */
export function bundleDirs(contentDir: string): string[] {
  const root = path.join(contentDir, 'bundles');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((d) => statSync(path.join(root, d)).isDirectory() && existsSync(path.join(root, d, 'bundle.json')))
    .sort()
    .map((d) => path.join(root, d));
}

/** Reads one bundle directory: bundle.json and lessons/*.json, each validated by the domain schema. */
export function loadBundle(dir: string, relativeTo = REPO_ROOT): LoadedBundle {
  const rel = (f: string) => path.relative(relativeTo, f);
  const manifestFile = path.join(dir, 'bundle.json');
  const bundle: LoadedBundle = {
    dir,
    name: path.basename(dir),
    manifestFile: rel(manifestFile),
    manifestErrors: [],
    lessons: [],
  };
  const m = readJson(manifestFile);
  if (m.error) bundle.manifestErrors.push(m.error);
  else {
    const parsed = bundleManifestSchema.safeParse(m.value);
    if (parsed.success) bundle.manifest = parsed.data;
    else bundle.manifestErrors.push(...formatZodIssues(parsed.error));
  }
  const lessonsDir = path.join(dir, 'lessons');
  const files = existsSync(lessonsDir)
    ? readdirSync(lessonsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const f of files) {
    const full = path.join(lessonsDir, f);
    const entry: LoadedLessonFile = { file: rel(full), errors: [] };
    const j = readJson(full);
    if (j.error) entry.errors.push(j.error);
    else {
      entry.raw = j.value;
      const parsed = lessonFileSchema.safeParse(j.value);
      if (parsed.success) entry.lesson = parsed.data;
      else entry.errors.push(...formatZodIssues(parsed.error));
    }
    bundle.lessons.push(entry);
  }
  // Problems in these files are reported by content:check; the server uses what parses.
  bundle.dialect = readDialectFile(dir).entries ?? [];
  bundle.lexiconWords = readLexiconDir(dir).entries.map((e) => e.word);
  return bundle;
}

/** Every bundle found under <contentDir>/bundles. */
export function loadBundles(contentDir: string): LoadedBundle[] {
  return bundleDirs(contentDir).map((d) => loadBundle(d));
}
