/**
 * The dialect table (dialect.tsv): well-formed lines, a standard form the linter accepts, a
 * southern form attested in the reference data, and lessons that write the standard form only.
 */
import path from 'node:path';
import { answerText, type DialectEntry } from '@hadal/domain';
import { checkSomaliWord, lessonSomaliStrings, somaliWords, type SomaliLexicon } from '@hadal/content-tools';
import { REPO_ROOT } from '@/paths';
import type { DataFileProblem } from './bundle-data';
import type { CheckedLesson, CheckFinding } from './content-check.types';

/** A note starting with this marks a southern form that is also a standard word of its own (tiri, "count!"). */
export const ALSO_STANDARD_NOTE = 'also standard:';

export function checkDialect(
  table: { file: string; entries?: readonly DialectEntry[]; problems: readonly DataFileProblem[] },
  lexicon: SomaliLexicon,
  lessons: readonly CheckedLesson[],
): CheckFinding[] {
  const rel = (f: string) => path.relative(REPO_ROOT, f);
  const findings: CheckFinding[] = table.problems.map((p) => ({
    severity: 'error' as const,
    rule: 'dialect',
    file: `${rel(p.file)}:${p.line}`,
    message: p.message,
    hint: 'each line is standard<TAB>southern<TAB>english<TAB>note',
  }));
  const entries = table.entries ?? [];
  const file = rel(table.file);
  const seen = new Set<string>();
  const standards = new Set(entries.map((e) => answerText(e.standard)));
  for (const e of entries) {
    const key = `${e.standard} ${e.southern}`;
    if (seen.has(key))
      findings.push({
        severity: 'error',
        rule: 'dialect',
        file,
        word: e.southern,
        message: `"${e.standard}" / "${e.southern}" is listed twice`,
      });
    seen.add(key);
    for (const issue of checkSomaliWord(e.standard, lexicon)) {
      findings.push({
        severity: 'error',
        rule: 'dialect',
        file,
        word: e.standard,
        message: `standard form "${e.standard}" ${issue.message}`,
        hint: issue.hint,
      });
    }
    if (!lexicon.source(e.southern)) {
      findings.push({
        severity: 'error',
        rule: 'dialect',
        file,
        word: e.southern,
        message: `southern form "${e.southern}" is attested neither in the reference lists nor in the lexicon`,
        hint: 'a southern spelling the answer check accepts must be a real word: check it, then add it to a lexicon file',
      });
    }
    if (standards.has(answerText(e.southern))) {
      findings.push({
        severity: 'error',
        rule: 'dialect',
        file,
        word: e.southern,
        message: `"${e.southern}" is listed as both a standard and a southern form`,
      });
    }
  }
  // One spelling standard: lessons write the standard form; the southern one is named in English notes.
  const southern = new Map(
    entries.filter((e) => !e.note?.toLowerCase().startsWith(ALSO_STANDARD_NOTE)).map((e) => [e.southern, e.standard]),
  );
  for (const { file: lessonFile, lesson } of lessons) {
    const reported = new Set<string>();
    for (const s of lessonSomaliStrings(lesson)) {
      for (const word of somaliWords(s.text)) {
        const standard = southern.get(word);
        if (!standard || reported.has(word)) continue;
        reported.add(word);
        findings.push({
          severity: 'error',
          rule: 'spelling-standard',
          file: lessonFile,
          stableId: lesson.stable_id,
          exerciseId: s.exerciseId ?? s.field,
          word,
          message: `"${word}" is the southern spelling; the course writes "${standard}"`,
          hint: 'write the standard (northern) form in Somali text and mention the southern one in a learning note; the answer check accepts both',
        });
      }
    }
  }
  return findings;
}
