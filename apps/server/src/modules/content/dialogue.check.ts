/**
 * content:check for a bundle's dialogue bank: every scenario file parses, and every Somali line
 * (its template words and every slot value) passes the Somali linter.
 */
import path from 'node:path';
import { checkSomaliWord, somaliWords, type SomaliLexicon } from '@hadal/content-tools';
import { readDialogueDir } from '@/adapters/llm/dialogue-bank';
import { REPO_ROOT } from '@/paths';
import type { CheckFinding } from './content-check.types';

const PLACEHOLDER = /\{[A-Za-z]+(\.en)?\}/g;

export function checkDialogues(bundleDir: string, lexicon: SomaliLexicon): CheckFinding[] {
  const out: CheckFinding[] = [];
  for (const f of readDialogueDir(bundleDir)) {
    const file = path.relative(REPO_ROOT, f.file);
    for (const message of f.errors) out.push({ severity: 'error', rule: 'dialogue-schema', file, message });
    const s = f.scenario;
    if (!s) continue;
    const texts = [
      ...s.steps.map((step) => step.somali.replace(PLACEHOLDER, ' ')),
      ...Object.values(s.slots).flatMap((slot) => slot.values.map((v) => v.so)),
    ];
    for (const text of texts) {
      for (const word of somaliWords(text)) {
        for (const issue of checkSomaliWord(word, lexicon)) {
          out.push({
            severity: 'error',
            rule: `somali-${issue.rule}`,
            file,
            message: `"${word}" ${issue.message}`,
            hint: issue.hint,
          });
        }
      }
    }
  }
  return out;
}
