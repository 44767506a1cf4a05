import { CEFR_LEVELS, LESSON_TYPES } from '@hadal/domain';
import type { BundleReport, CheckFinding } from './content-check';
import { bundlePasses } from './content-check';

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

function findingLines(f: CheckFinding): string[] {
  const where = [f.exerciseId, f.word && !f.message.includes(`"${f.word}"`) ? `"${f.word}"` : undefined]
    .filter(Boolean)
    .join(' ');
  const times = f.occurrences && f.occurrences > 1 ? ` (${f.occurrences} times in this lesson)` : '';
  const lines = [`  ${pad(f.severity, 7)} ${where ? `${where}  ` : ''}[${f.rule}] ${f.message}${times}`];
  if (f.hint) lines.push(`          hint: ${f.hint}`);
  return lines;
}

/** The findings, grouped by file: what to fix, where, and how. */
export function formatFindings(report: BundleReport, options: { warnings: boolean }): string {
  const shown = report.findings.filter((f) => options.warnings || f.severity === 'error');
  const byFile = new Map<string, CheckFinding[]>();
  for (const f of shown) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const out: string[] = [];
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const ids = [...new Set(list.map((f) => f.stableId).filter(Boolean))];
    out.push(`${file}${ids.length === 1 ? `  (${ids[0]})` : ''}`);
    const sorted = [...list].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    for (const f of sorted) out.push(...findingLines(f));
    out.push('');
  }
  return out.join('\n');
}

/** Lessons per level and kind, exercises per type, vocabulary, and the curriculum targets. */
export function formatSummary(report: BundleReport): string {
  const s = report.summary;
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.length - errors;
  const out: string[] = [];
  out.push(
    `Bundle ${report.bundleId}${report.version ? ` v${report.version}` : ''}: ${s.lessons} lessons, ${s.exercises} exercises`,
  );
  out.push('');
  out.push(`  ${pad('level', 6)}${LESSON_TYPES.map((k) => padL(k, 16)).join('')}`);
  for (const level of CEFR_LEVELS) {
    const cells = LESSON_TYPES.map((kind) => {
      const t = s.targets.find((x) => x.level === level && x.kind === kind)!;
      return padL(`${t.actual}/${t.required} ${t.met ? 'met' : 'NOT met'}`, 16);
    });
    out.push(`  ${pad(level, 6)}${cells.join('')}`);
  }
  out.push('  (lessons written / lessons the curriculum needs)');
  out.push('');
  out.push('  Exercises per type:');
  for (const [type, n] of Object.entries(s.exercisesByType).sort((a, b) => b[1] - a[1]))
    out.push(`    ${pad(type, 26)}${padL(n, 5)}`);
  out.push('');
  out.push(`  Distinct Somali vocabulary items taught: ${s.distinctVocabulary}`);
  const unmet = s.targets.filter((t) => !t.met);
  out.push(
    `  Curriculum targets: ${s.targets.length - unmet.length}/${s.targets.length} met` +
      (unmet.length ? ` (missing ${unmet.reduce((n, t) => n + t.required - t.actual, 0)} lessons)` : ''),
  );
  out.push(`  Errors: ${errors}   Warnings: ${warnings}`);
  out.push(`  Result: ${bundlePasses(report) ? 'PASS' : 'FAIL'}`);
  return out.join('\n');
}
