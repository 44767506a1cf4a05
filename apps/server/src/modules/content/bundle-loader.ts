import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  bundleManifestSchema,
  lessonFileSchema,
  type BundleManifest,
  type DialectEntry,
  type LessonFile,
  storyFileSchema,
  type StoryFile,
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

/** One story file as read from disk (stories/*.json). */
export interface LoadedStoryFile {
  file: string;
  story?: StoryFile;
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
  /** Graded reading texts (stories/*.json); the content check validates them. */
  stories?: LoadedStoryFile[];
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

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** A JSON file validated by a schema: its value, or why it could not be read. */
function readValidated<T>(file: string, schema: z.ZodType<T>): { raw?: unknown; value?: T; errors: string[] } {
  const j = readJson(file);
  if (j.error) return { errors: [j.error] };
  const parsed = schema.safeParse(j.value);
  return parsed.success
    ? { raw: j.value, value: parsed.data, errors: [] }
    : { raw: j.value, errors: formatZodIssues(parsed.error) };
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

/** Reads one bundle directory: bundle.json, lessons/*.json and stories/*.json, each validated by the domain schema. */
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
  for (const full of jsonFiles(path.join(dir, 'lessons'))) {
    const parsed = readValidated(full, lessonFileSchema);
    bundle.lessons.push({ file: rel(full), errors: parsed.errors, raw: parsed.raw, lesson: parsed.value });
  }
  bundle.stories = jsonFiles(path.join(dir, 'stories')).map((full) => {
    const parsed = readValidated(full, storyFileSchema);
    return { file: rel(full), errors: parsed.errors, story: parsed.value };
  });
  // Problems in these files are reported by content:check; the server uses what parses.
  bundle.dialect = readDialectFile(dir).entries ?? [];
  bundle.lexiconWords = readLexiconDir(dir).entries.map((e) => e.word);
  return bundle;
}

/** Every bundle found under <contentDir>/bundles. */
export function loadBundles(contentDir: string): LoadedBundle[] {
  return bundleDirs(contentDir).map((d) => loadBundle(d));
}
