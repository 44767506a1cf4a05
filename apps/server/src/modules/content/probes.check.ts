/**
 * content:check runs the bundle's grading probe corpus (grading-probes.tsv): every typed answer
 * gets the verdict the corpus expects, or the check fails. `npm test` prints the whole table
 * (packages/content-tools/test/grading-probes.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnswerSupportSource, LessonFile } from '@hadal/domain';
import { parseGradingProbes, PROBES_FILE, runGradingProbes, type ProbeResult } from '@hadal/content-tools';
import { REPO_ROOT } from '@/paths';
import type { CheckFinding } from './content-check.types';

export function checkGradingProbes(
  bundleDir: string,
  lessons: readonly LessonFile[],
  support: AnswerSupportSource,
): { findings: CheckFinding[]; results: ProbeResult[] } {
  const file = path.join(bundleDir, PROBES_FILE);
  if (!existsSync(file)) return { findings: [], results: [] };
  const rel = path.relative(REPO_ROOT, file);
  const { probes, problems } = parseGradingProbes(readFileSync(file, 'utf8'));
  const findings: CheckFinding[] = problems.map((p) => ({
    severity: 'error',
    rule: 'grading-probe',
    file: `${rel}:${p.line}`,
    message: p.message,
    hint: 'each line is lesson<TAB>exercise<TAB>typed<TAB>verdict<TAB>says<TAB>note',
  }));
  const results = runGradingProbes(probes, lessons, support);
  for (const r of results.filter((x) => !x.pass)) {
    findings.push({
      severity: 'error',
      rule: 'grading-probe',
      file: `${rel}:${r.probe.line}`,
      stableId: r.probe.lesson,
      exerciseId: r.probe.exercise,
      message: `"${r.probe.typed}" is ${r.actual?.kind ?? 'not checked'}: ${r.problem ?? ''} (${r.probe.note})`,
      hint: 'the answer check or the exercise changed: fix the one that is wrong, or the probe after review',
    });
  }
  return { findings, results };
}
