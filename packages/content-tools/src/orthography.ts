/**
 * The Somali linter of docs/content.md ("Writing Somali we can stand behind"): which strings of a
 * lesson are Somali, how they split into words, and the rules every word must follow.
 * Pure: the word lists are handed in (see `buildSomaliLexicon`).
 */
import { filledBlankSentence, matchingSomali, SOMALI_ANSWER_TYPES, type LessonFile } from '@hadal/domain';

export const SOMALI_LETTERS = 'abcdefghijklmnoqrstuwxy';
export const LOANWORD_LETTERS = 'pvz';
export const MIN_WORDFREQ_COUNT = 10;

export type LexiconKind = 'word' | 'name' | 'loanword';
export const LEXICON_KINDS: readonly LexiconKind[] = ['word', 'name', 'loanword'];

export interface SomaliLexicon {
  /** Where a word is attested, or undefined. */
  source(word: string): 'wiktionary' | 'wordfreq' | 'lexicon' | undefined;
  /** The kind a bundle lexicon file gives the word, if any. */
  kind(word: string): LexiconKind | undefined;
}

export type OrthographyRule = 'letters' | 'loanword' | 'vowels' | 'apostrophe' | 'unknown-word';

export interface WordIssue {
  word: string;
  rule: OrthographyRule;
  message: string;
  hint: string;
}

/** A Somali string of a lesson and where it sits. */
export interface SomaliString {
  text: string;
  /** The exercise id, or undefined for lesson-level fields. */
  exerciseId?: string;
  field: string;
}

const STRIPPED = /[.,?!;:"()“”«»…]/g;

/** Lowercased words of a Somali string, punctuation `.,?!;:"()` removed; curly apostrophes folded to '. */
export function somaliWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘ʼ`]/g, "'")
      .replace(STRIPPED, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 0)
      // A dash between words or a bare number is not a word.
      .filter((w) => /[\p{L}']/u.test(w))
  );
}

/** Checks one word (already lowercased by `somaliWords`) against the four rules. */
export function checkSomaliWord(word: string, lexicon: SomaliLexicon): WordIssue[] {
  const issues: WordIssue[] = [];
  const kind = lexicon.kind(word);
  const foreign = [...new Set([...word].filter((c) => c !== "'" && !SOMALI_LETTERS.includes(c)))];
  const loanLetters = foreign.filter((c) => LOANWORD_LETTERS.includes(c));
  const other = foreign.filter((c) => !LOANWORD_LETTERS.includes(c));
  if (other.length) {
    issues.push({
      word,
      rule: 'letters',
      message: `uses ${other.map((c) => `"${c}"`).join(', ')}, not a letter of the Somali alphabet`,
      hint: "Somali uses a b c d e f g h i j k l m n o q r s t u w x y and ' inside a word; check for a typo or a stray character",
    });
  }
  if (loanLetters.length && kind !== 'loanword') {
    issues.push({
      word,
      rule: 'loanword',
      message: `uses ${loanLetters.map((c) => `"${c}"`).join(', ')}, allowed only in a loanword`,
      hint: 'write the Somali spelling (b for p, f for v, s or j for z), or list the word in the lexicon with kind loanword',
    });
  }
  const run = /([aeiou])\1\1/.exec(word);
  if (run) {
    issues.push({
      word,
      rule: 'vowels',
      message: `has three "${run[1]}" in a row`,
      hint: 'a long vowel is written with two letters (aa, ee, ii, oo, uu), never three',
    });
  }
  // A word may end in the glottal stop (gu', lo') when it is attested so; a stray ' is a quote.
  const attested = lexicon.source(word) !== undefined;
  if (word.startsWith("'") || (word.endsWith("'") && !attested) || word.includes("''")) {
    issues.push({
      word,
      rule: 'apostrophe',
      message: 'has an apostrophe outside a word',
      hint: "the glottal stop ' stands between letters (su'aal, go'aan) or ends a word the lexicon lists (gu', lo'); use straight double quotes for quoting",
    });
  }
  if (!other.length && !attested && !lexicon.source(word.replace(/^'+|'+$/g, ''))) {
    issues.push({
      word,
      rule: 'unknown-word',
      message: `is not in the Wiktionary list, not in the Wikipedia list with count >= ${MIN_WORDFREQ_COUNT}, and not in the bundle lexicon`,
      hint: "check the spelling; if the word is right, add it to your level's lexicon/<level>.tsv with its English meaning",
    });
  }
  return issues;
}

/** Every Somali string of a lesson the linter reads (docs/content.md, "The Somali linter"). */
export function lessonSomaliStrings(lesson: LessonFile): SomaliString[] {
  const out: SomaliString[] = [];
  const add = (text: string | undefined, field: string, exerciseId?: string) => {
    if (text) out.push({ text, field, exerciseId });
  };
  lesson.vocabulary_items.forEach((v, i) => add(v.somali, `vocabulary_items[${i}].somali`));
  lesson.grammar_patterns.forEach((g, i) => add(g.text, `grammar_patterns[${i}].text`));
  for (const ex of lesson.exercises) {
    if (ex.type === 'vocabulary_introduction') add(ex.question, 'question', ex.id);
    add(filledBlankSentence(ex), 'question', ex.id);
    add(ex.tts_text, 'tts_text', ex.id);
    if (SOMALI_ANSWER_TYPES.has(ex.type) || ex.type === 'pronunciation')
      add(ex.correct_answer, 'correct_answer', ex.id);
    if (SOMALI_ANSWER_TYPES.has(ex.type)) {
      (ex.options ?? []).forEach((o, i) => add(typeof o === 'string' ? o : o.text, `options[${i}]`, ex.id));
      (ex.accepted_answers ?? []).forEach((a, i) => add(a, `accepted_answers[${i}]`, ex.id));
      (ex.tiles ?? []).forEach((t, i) => add(t, `tiles[${i}]`, ex.id));
    }
    (ex.examples ?? []).forEach((e, i) => add(e.text, `examples[${i}].text`, ex.id));
    (ex.dialogue ?? []).forEach((d, i) => add(d.text, `dialogue[${i}].text`, ex.id));
    (ex.phrases ?? []).forEach((p, i) => add(p.somali, `phrases[${i}].somali`, ex.id));
    [...(ex.pairs ?? []), ...(ex.matching_pairs ?? [])].forEach((p, i) =>
      add(matchingSomali(p), `pairs[${i}].somali`, ex.id),
    );
  }
  return out;
}

/**
 * The spelling skeleton of a Somali word or phrase: lowercase letters only, apostrophes dropped and
 * doubled letters single. Two different spellings with one skeleton (macallin / macalin,
 * su'aal / suaal) are likely one word spelt two ways.
 */
export function spellingSkeleton(text: string): string {
  return somaliWords(text)
    .join(' ')
    .replace(/'/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** The form a phrase is compared in: its words joined by single spaces. */
export function normalisedSomali(text: string): string {
  return somaliWords(text).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Word lists

export interface LexiconEntry {
  word: string;
  english: string;
  kind: LexiconKind;
  line: number;
}

export interface LexiconFileProblem {
  line: number;
  message: string;
}

/** Parses a bundle lexicon file (`word<TAB>english<TAB>kind`, one header line). */
export function parseLexiconTsv(text: string): { entries: LexiconEntry[]; problems: LexiconFileProblem[] } {
  const entries: LexiconEntry[] = [];
  const problems: LexiconFileProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim() || raw.startsWith('#')) return;
    const [word = '', english = '', kind = ''] = raw.split('\t').map((c) => c.trim());
    if (line === 1 && word === 'word' && english === 'english') return;
    if (!word) return problems.push({ line, message: 'has no word' });
    if (!english) return problems.push({ line, message: `"${word}" has no English meaning` });
    if (!(LEXICON_KINDS as readonly string[]).includes(kind)) {
      return problems.push({ line, message: `"${word}" has kind "${kind}"; use word, name or loanword` });
    }
    entries.push({ word: word.toLowerCase(), english, kind: kind as LexiconKind, line });
  });
  return { entries, problems };
}

/** Headwords of the Wiktionary list (first column), each also split into its words. */
export function parseWiktionaryTsv(text: string): Set<string> {
  const words = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim() || raw.startsWith('#')) return;
    const head = (raw.split('\t')[0] ?? '').trim();
    if (i === 0 && head === 'somali') return;
    if (!head) return;
    words.add(head.toLowerCase());
    for (const w of somaliWords(head)) words.add(w);
  });
  return words;
}

/** Words of the Wikipedia frequency list (`rank word count docs`) seen at least `minCount` times. */
export function parseWordFreqTsv(text: string, minCount = MIN_WORDFREQ_COUNT): Set<string> {
  const words = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.startsWith('#')) continue;
    const [, word, count] = raw.split('\t');
    if (word && Number(count) >= minCount) words.add(word.toLowerCase());
  }
  return words;
}

export function buildSomaliLexicon(lists: {
  wiktionary: ReadonlySet<string>;
  wordfreq: ReadonlySet<string>;
  lexicon: readonly LexiconEntry[];
}): SomaliLexicon {
  const kinds = new Map<string, LexiconKind>();
  for (const e of lists.lexicon) {
    // loanword beats name beats word when two files disagree: it is the permissive reading.
    const prev = kinds.get(e.word);
    if (!prev || LEXICON_KINDS.indexOf(e.kind) > LEXICON_KINDS.indexOf(prev)) kinds.set(e.word, e.kind);
  }
  return {
    source(word) {
      if (kinds.has(word)) return 'lexicon';
      if (lists.wiktionary.has(word)) return 'wiktionary';
      if (lists.wordfreq.has(word)) return 'wordfreq';
      return undefined;
    },
    kind: (word) => kinds.get(word),
  };
}
