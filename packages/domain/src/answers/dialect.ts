/**
 * The bundle's dialect table (content/bundles/<id>/dialect.tsv): a southern spelling beside the
 * standard (northern) one of the same word: gabar for gabadh, xir for xidh, yiri for yidhi.
 * The course writes the standard form; the answer check accepts the southern one and shows the
 * standard. Pure: the text is read by the content loader and handed in.
 */
import { answerText } from './normalise';

export interface DialectEntry {
  /** The form the course writes (northern standard). */
  standard: string;
  /** The southern form accepted for it. */
  southern: string;
  english: string;
  note?: string;
}

export interface DialectFileProblem {
  line: number;
  message: string;
}

export const DIALECT_FILE = 'dialect.tsv';
export const DIALECT_HEADER = ['standard', 'southern', 'english', 'note'] as const;

/** Parses `standard<TAB>southern<TAB>english<TAB>note` lines after one header line; `#` starts a comment. */
export function parseDialectTsv(text: string): { entries: DialectEntry[]; problems: DialectFileProblem[] } {
  const entries: DialectEntry[] = [];
  const problems: DialectFileProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim() || raw.startsWith('#')) return;
    const [standard = '', southern = '', english = '', note = ''] = raw.split('\t').map((c) => c.trim());
    if (standard === DIALECT_HEADER[0] && southern === DIALECT_HEADER[1]) return;
    if (!standard || !southern) return problems.push({ line, message: 'needs a standard and a southern form' });
    if (!english) return problems.push({ line, message: `"${standard}" has no English meaning` });
    if (/\s/.test(standard) || /\s/.test(southern)) {
      return problems.push({ line, message: `"${standard}" / "${southern}": give one word on each side` });
    }
    if (answerText(standard) === answerText(southern)) {
      return problems.push({ line, message: `"${standard}" and "${southern}" are the same spelling` });
    }
    entries.push({
      standard: standard.toLowerCase(),
      southern: southern.toLowerCase(),
      english,
      note: note || undefined,
    });
  });
  return { entries, problems };
}

/** Southern forms by the standard form they stand for, compared as answers are (see answerText). */
export interface DialectIndex {
  readonly entries: readonly Pick<DialectEntry, 'standard' | 'southern'>[];
  /** True when `given` is a southern spelling the table accepts for the standard word `standard`. */
  accepts(given: string, standard: string): boolean;
  /** The southern forms of a standard word (empty when it has none). */
  southernOf(standard: string): string[];
}

export function buildDialectIndex(entries: readonly Pick<DialectEntry, 'standard' | 'southern'>[]): DialectIndex {
  const byStandard = new Map<string, Set<string>>();
  for (const e of entries) {
    const key = answerText(e.standard);
    const set = byStandard.get(key) ?? new Set<string>();
    set.add(answerText(e.southern));
    byStandard.set(key, set);
  }
  return {
    entries,
    accepts: (given, standard) => byStandard.get(answerText(standard))?.has(answerText(given)) ?? false,
    southernOf: (standard) => [...(byStandard.get(answerText(standard)) ?? [])],
  };
}

export const EMPTY_DIALECT: DialectIndex = buildDialectIndex([]);
