import { CEFR_LEVELS, LESSON_TYPES } from '@hadal/domain';
import type { BundleReport, CheckFinding, LevelReport } from './content-check';
import { bundlePasses } from './content-check';
import {
  CEFR_VOCABULARY_GUIDANCE,
  MIN_GRADED_PER_KIND,
  MIN_GRADED_PER_KIND_LEVELS,
  unmetTeachingTargets,
} from './curriculum-report';
import { RECYCLING_LATER_LESSONS, RECYCLING_TARGET } from './recycling';

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
  out.push(...formatLevels(s.levels));
  out.push('');
  out.push(`  Distinct Somali vocabulary items taught: ${s.distinctVocabulary}`);
  const unmet = s.targets.filter((t) => !t.met);
  out.push(
    `  Curriculum targets: ${s.targets.length - unmet.length}/${s.targets.length} met` +
      (unmet.length ? ` (missing ${unmet.reduce((n, t) => n + t.required - t.actual, 0)} lessons)` : ''),
  );
  const teaching = s.levels.flatMap(unmetTeachingTargets);
  out.push(`  Teaching targets: ${teaching.length ? `NOT met (${teaching.join('; ')})` : 'met'}`);
  if (report.probes.total) {
    out.push(
      `  Grading probes: ${report.probes.total} run, ${report.probes.failed} failed (the table: npm run test:unit)`,
    );
  }
  out.push(`  Errors: ${errors}   Warnings: ${warnings}`);
  out.push(`  Result: ${bundlePasses(report) ? 'PASS' : 'FAIL'}`);
  return out.join('\n');
}

const pct = (n: number, d: number) => (d > 0 ? `${Math.round((n / d) * 100)}%` : '-');
const share = (n: number, d: number) => `${n} (${pct(n, d)})`;

/** The per-level table: what each level's questions ask and teach. */
export function formatLevels(levels: readonly LevelReport[]): string[] {
  const cols: [string, number][] = [
    ['level', 6],
    ['graded', 7],
    ['typed/built', 13],
    ['distractors', 13],
    ['tiles heard', 16],
    ['near misses', 13],
    ['explained', 12],
    ['literacy', 10],
    ['stories', 8],
    ['new words', 10],
    ['recycled', 12],
    ['word forms', 11],
    ['cumulative', 11],
    ['CEFR guide', 11],
  ];
  const out = [`  ${cols.map(([h, w], i) => (i === 0 ? pad(h, w) : padL(h, w))).join('')}`];
  for (const l of levels) {
    const [lo, hi] = CEFR_VOCABULARY_GUIDANCE[l.level];
    const cells = [
      l.gradedQuestions,
      share(l.producedQuestions, l.gradedQuestions),
      share(l.builtWithDistractors, l.builtQuestions),
      share(l.builtTilesHeard, l.builtTiles),
      share(l.typedWithNearMisses, l.typedQuestions),
      share(l.explainedQuestions, l.gradedQuestions),
      `${l.literacyLessons} (${l.literacyItems})`,
      l.stories,
      l.newWords,
      share(l.recycledWords, l.newWords),
      l.wordForms,
      l.cumulativeWordForms,
      `${lo}-${hi}`,
    ];
    out.push(`  ${pad(l.level, 6)}${cells.map((c, i) => padL(c, cols[i + 1]![1])).join('')}`);
  }
  out.push(
    `  (graded: questions that count toward the 70% pass mark; typed/built: answered by typing or from word tiles;`,
    '   distractors: built questions with a tile that is not in the answer; tiles heard: tiles of built questions with audio; near misses: typed questions whose word bank holds a word one letter or one ending away from the answer;',
    '   literacy: lessons of the literacy track (their exercises); stories: graded reading texts;',
    `   new words: vocabulary items first taught at the level; recycled: used again word for word in ${RECYCLING_LATER_LESSONS}+ later lessons' exercises, target ${Math.round(RECYCLING_TARGET * 100)}%;`,
    '   word forms: distinct Somali words a learner meets, in the level and up to it, beside the cumulative CEFR vocabulary guidance)',
  );
  for (const l of levels.filter((x) => MIN_GRADED_PER_KIND_LEVELS.includes(x.level))) {
    out.push(
      `  ${l.level} graded questions by kind: ${LESSON_TYPES.map((k) => `${k} ${l.gradedByKind[k]}`).join(', ')} (at least ${MIN_GRADED_PER_KIND} each)`,
    );
  }
  return out;
}
