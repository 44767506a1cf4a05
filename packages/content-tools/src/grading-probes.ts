/**
 * The grading probe corpus (docs/content.md, "Grading"): typed answers to the course's own
 * questions, each with the verdict a Somali teacher expects. `npm test` and `npm run
 * content:check` run every probe through the same check the lesson player runs, with the tables
 * the server attaches to a served lesson, and print the table.
 */
import {
  answerContextFor,
  buildDialectIndex,
  buildKnownWords,
  checkAnswer,
  enrichLessonAnswers,
  isProducedAnswer,
  type AnswerSupportSource,
  type AnswerVerdict,
  type DialectEntry,
  type LessonFile,
} from '@hadal/domain';
import { lessonSomaliStrings } from './orthography';

export const PROBES_FILE = 'grading-probes.tsv';
export const PROBE_VERDICTS = ['correct', 'almost', 'wrong'] as const;
export type ProbeVerdict = (typeof PROBE_VERDICTS)[number];

export interface GradingProbe {
  line: number;
  lesson: string;
  exercise: string;
  typed: string;
  verdict: ProbeVerdict;
  /** Text the verdict's message or hint must contain (optional). */
  says?: string;
  /** Why, for the reviewer. */
  note: string;
}

export interface ProbeResult {
  probe: GradingProbe;
  actual?: AnswerVerdict;
  pass: boolean;
  /** Why the probe could not run or failed. */
  problem?: string;
}

/** Parses `lesson<TAB>exercise<TAB>typed<TAB>verdict<TAB>says<TAB>note` lines after one header line. */
export function parseGradingProbes(text: string): {
  probes: GradingProbe[];
  problems: { line: number; message: string }[];
} {
  const probes: GradingProbe[] = [];
  const problems: { line: number; message: string }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim() || raw.startsWith('#')) return;
    const [lesson = '', exercise = '', typed = '', verdict = '', says = '', note = ''] = raw.split('\t');
    if (lesson === 'lesson' && exercise === 'exercise') return;
    if (!lesson || !exercise || !typed.trim())
      return problems.push({ line, message: 'needs a lesson, an exercise and a typed answer' });
    if (!(PROBE_VERDICTS as readonly string[]).includes(verdict)) {
      return problems.push({ line, message: `verdict "${verdict}" is not one of ${PROBE_VERDICTS.join(', ')}` });
    }
    if (!note.trim()) return problems.push({ line, message: 'needs a note saying why (the Somali reviewed)' });
    probes.push({ line, lesson, exercise, typed, verdict: verdict as ProbeVerdict, ...(says ? { says } : {}), note });
  });
  return { probes, problems };
}

/** The tables a served lesson's answers are checked with, from the bundle's files (as the lesson server builds them). */
export function bundleAnswerSupport(parts: {
  dialect: readonly DialectEntry[];
  lexiconWords: Iterable<string>;
  referenceWords: Iterable<string>;
  lessons: readonly LessonFile[];
}): AnswerSupportSource {
  const texts = [
    ...parts.lexiconWords,
    ...parts.referenceWords,
    ...parts.lessons.flatMap((l) => lessonSomaliStrings(l).map((s) => s.text)),
  ];
  return { dialect: buildDialectIndex(parts.dialect), knownWords: buildKnownWords(texts) };
}

/** Runs every probe against its served exercise, checked as the lesson player checks it. */
export function runGradingProbes(
  probes: readonly GradingProbe[],
  lessons: readonly LessonFile[],
  source: AnswerSupportSource,
): ProbeResult[] {
  const served = new Map<string, LessonFile>();
  return probes.map((probe) => {
    const raw = lessons.find((l) => l.stable_id === probe.lesson);
    if (!raw) return { probe, pass: false, problem: `no lesson ${probe.lesson}` };
    const lesson = served.get(raw.stable_id) ?? enrichLessonAnswers(raw, source);
    served.set(raw.stable_id, lesson);
    const exercise = lesson.exercises.find((e) => e.id === probe.exercise);
    if (!exercise) return { probe, pass: false, problem: `no exercise ${probe.exercise} in ${probe.lesson}` };
    if (!isProducedAnswer(exercise)) return { probe, pass: false, problem: `${probe.exercise} is not typed or built` };
    const actual = checkAnswer(probe.typed, exercise, answerContextFor(exercise));
    const said = actual.kind === 'wrong' ? actual.hint : actual.message;
    const saysOk = probe.says === undefined || (said ?? '').includes(probe.says);
    const pass = actual.kind === probe.verdict && saysOk;
    return {
      probe,
      actual,
      pass,
      ...(pass
        ? {}
        : { problem: saysOk ? `expected ${probe.verdict}` : `expected the message to say "${probe.says}"` }),
    };
  });
}

const cell = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

/** The probe table: one row per probe, its expected and actual verdict, then the totals. */
export function formatProbeTable(results: readonly ProbeResult[]): string {
  const rows = results.map((r) => {
    const actual = r.actual?.kind ?? '-';
    const said = r.actual ? ((r.actual.kind === 'wrong' ? r.actual.hint : r.actual.message) ?? '') : (r.problem ?? '');
    return `${r.pass ? 'ok  ' : 'FAIL'} ${cell(`${r.probe.lesson} ${r.probe.exercise}`, 44)} ${cell(r.probe.typed, 34)} ${cell(r.probe.verdict, 8)} ${cell(actual, 8)} ${said}`;
  });
  const failed = results.filter((r) => !r.pass).length;
  const by = (v: ProbeVerdict) => results.filter((r) => r.probe.verdict === v).length;
  return [
    `     ${cell('lesson exercise', 44)} ${cell('typed', 34)} ${cell('expected', 8)} ${cell('actual', 8)} message or hint`,
    ...rows,
    `Grading probes: ${results.length} (${by('correct')} correct, ${by('almost')} almost, ${by('wrong')} wrong), ${failed} failed`,
  ].join('\n');
}
