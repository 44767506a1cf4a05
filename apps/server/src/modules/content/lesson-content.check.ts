/**
 * Every lesson's content: shape and answerability (checkLesson), audio, the Somali linter, and
 * one spelling per vocabulary item across the bundle.
 */
import { lessonAudioTexts } from '@hadal/domain';
import {
  checkLesson,
  checkSomaliWord,
  lessonAudioKeys,
  lessonSomaliStrings,
  normalisedSomali,
  somaliWords,
  spellingSkeleton,
  type SomaliLexicon,
  type SomaliString,
} from '@hadal/content-tools';
import type { CheckedLesson, CheckFinding } from './content-check.types';

/** An English gloss reduced to compare meanings: lowercase, no parentheses, articles or punctuation. */
function englishKey(english: string): string {
  return english
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\b(to|the|a|an)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One meaning, one skeleton, two spellings: one vocabulary item spelt two ways in the bundle. */
export function checkVocabularySpelling(lessons: readonly CheckedLesson[]): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const vocabBySkeleton = new Map<string, Map<string, { file: string; stableId: string }[]>>();
  for (const { file, lesson } of lessons) {
    for (const v of lesson.vocabulary_items) {
      const sk = spellingSkeleton(v.somali);
      if (!sk) continue;
      const key = `${sk}|${englishKey(v.english)}`;
      const spelling = normalisedSomali(v.somali);
      const spellings = vocabBySkeleton.get(key) ?? new Map<string, { file: string; stableId: string }[]>();
      spellings.set(spelling, [...(spellings.get(spelling) ?? []), { file, stableId: lesson.stable_id }]);
      vocabBySkeleton.set(key, spellings);
    }
  }
  for (const spellings of vocabBySkeleton.values()) {
    if (spellings.size < 2) continue;
    const all = [...spellings.keys()];
    const where = [...new Map([...spellings.values()].flat().map((x) => [x.file, x])).values()];
    for (const w of where) {
      findings.push({
        severity: 'error',
        rule: 'spelling-consistency',
        file: w.file,
        stableId: w.stableId,
        message: `one vocabulary item is spelt ${all.map((s) => `"${s}"`).join(' and ')} in the bundle`,
        hint: `pick one spelling for every lesson (${[...spellings].map(([s, ws]) => `${s}: ${[...new Set(ws.map((x) => x.stableId))].join(', ')}`).join('; ')})`,
      });
    }
  }
  return findings;
}

/** Per lesson: shape, answerability, explanations, audio keys and the Somali linter. */
export function checkLessonContent(
  lessons: readonly CheckedLesson[],
  lexicon: SomaliLexicon,
  recordings: ReadonlySet<string>,
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const vocabWordBySkeleton = new Map<string, string>();
  for (const { lesson } of lessons) {
    for (const v of lesson.vocabulary_items)
      for (const w of somaliWords(v.somali)) vocabWordBySkeleton.set(spellingSkeleton(w), w);
  }
  for (const { file, lesson } of lessons) {
    for (const f of checkLesson(lesson)) findings.push({ ...f, file, stableId: lesson.stable_id });
    const texts = lessonAudioTexts(lesson);
    for (const { key, exerciseId } of lessonAudioKeys(lesson)) {
      if (recordings.has(key) || texts.has(key)) continue;
      findings.push({
        severity: 'error',
        rule: 'audio-key',
        file,
        stableId: lesson.stable_id,
        exerciseId,
        word: key,
        message: `audio "${key}" has neither a recording in audio/ nor a Somali text to synthesise`,
        hint: 'remove the audio field (keys are added automatically) or add the recording',
      });
    }
    findings.push(
      ...lintSomaliStrings(lessonSomaliStrings(lesson), lexicon, { file, stableId: lesson.stable_id }, (word) => {
        const vocabSpelling = vocabWordBySkeleton.get(spellingSkeleton(word));
        return vocabSpelling && vocabSpelling !== word ? `the vocabulary spells it "${vocabSpelling}"` : undefined;
      }),
    );
  }
  return findings;
}

/**
 * The Somali linter over a file's strings: one finding per word and rule, counted when it comes
 * back. `unknownHint` may add a hint to an unknown word (its spelling elsewhere in the bundle).
 */
export function lintSomaliStrings(
  strings: readonly SomaliString[],
  lexicon: SomaliLexicon,
  where: { file: string; stableId?: string },
  unknownHint: (word: string) => string | undefined = () => undefined,
): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const seen = new Map<string, CheckFinding>();
  for (const s of strings) {
    for (const word of somaliWords(s.text)) {
      for (const issue of checkSomaliWord(word, lexicon)) {
        const key = `${word} ${issue.rule}`;
        const prior = seen.get(key);
        if (prior) {
          prior.occurrences = (prior.occurrences ?? 1) + 1;
          continue;
        }
        const extra = issue.rule === 'unknown-word' ? unknownHint(word) : undefined;
        const finding: CheckFinding = {
          severity: 'error',
          rule: issue.rule,
          ...where,
          exerciseId: s.exerciseId ?? s.field,
          word,
          message: `"${word}" ${issue.message}`,
          hint: extra ? `${extra}; ${issue.hint}` : issue.hint,
        };
        seen.set(key, finding);
        findings.push(finding);
      }
    }
  }
  return findings;
}
