/**
 * The bundle's shape: manifest, lesson files that parse, file names, unique stable ids, and
 * order_index contiguous 1..n in each (cefr_level, lesson_type) group.
 */
import path from 'node:path';
import type { LoadedBundle } from './bundle-loader';
import type { CheckedLesson, CheckFinding } from './content-check.types';

export function checkManifest(bundle: LoadedBundle): CheckFinding[] {
  const findings: CheckFinding[] = bundle.manifestErrors.map((m) => ({
    severity: 'error' as const,
    rule: 'schema',
    file: bundle.manifestFile,
    message: m,
  }));
  if (bundle.manifest && bundle.manifest.bundle_id !== bundle.name) {
    findings.push({
      severity: 'error',
      rule: 'bundle-id',
      file: bundle.manifestFile,
      message: `bundle_id "${bundle.manifest.bundle_id}" differs from its folder name "${bundle.name}"`,
    });
  }
  return findings;
}

/** The lessons that pass the schema, and a finding for every file that does not. */
export function parsedLessons(bundle: LoadedBundle, findings: CheckFinding[]): CheckedLesson[] {
  const lessons: CheckedLesson[] = [];
  for (const f of bundle.lessons) {
    for (const e of f.errors) {
      findings.push({
        severity: 'error',
        rule: 'schema',
        file: f.file,
        message: e,
        hint: 'see the lesson file table in docs/content.md',
      });
    }
    if (f.lesson) lessons.push({ file: f.file, lesson: f.lesson });
  }
  return lessons;
}

/** File names and unique stable ids; returns the files of each stable id. */
export function checkStableIds(lessons: readonly CheckedLesson[], findings: CheckFinding[]): Map<string, string[]> {
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
    if (files.length < 2) continue;
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
  return byStableId;
}

/** order_index contiguous 1..n per (cefr_level, lesson_type). */
export function checkOrderIndex(lessons: readonly CheckedLesson[]): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const groups = new Map<string, CheckedLesson[]>();
  for (const l of lessons) {
    const key = `${l.lesson.cefr_level} ${l.lesson.lesson_type}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  for (const [key, group] of groups) {
    const sorted = [...group].sort((a, b) => a.lesson.order_index - b.lesson.order_index);
    const found = sorted.map((g) => g.lesson.order_index);
    sorted.forEach((g, i) => {
      if (g.lesson.order_index === i + 1) return;
      findings.push({
        severity: 'error',
        rule: 'order-index',
        file: g.file,
        stableId: g.lesson.stable_id,
        message: `order_index ${g.lesson.order_index}: the ${key} lessons must be numbered 1..${group.length} without gaps or repeats (found ${found.join(', ')})`,
        hint: 'lessons unlock in this order; renumber the group',
      });
    });
  }
  return findings;
}
