import { describe, expect, it } from 'vitest';
import {
  buildSomaliLexicon,
  checkSomaliWord,
  lessonSomaliStrings,
  parseLexiconTsv,
  parseWiktionaryTsv,
  parseWordFreqTsv,
  somaliWords,
  spellingSkeleton,
} from './orthography';
import type { LessonFile } from '@hadal/domain';

const wiktionary = parseWiktionaryTsv(
  "somali\tpos\tenglish_glosses\tipa\nnabad\tnoun\tpeace\t\nsoo dhawoow\tintj\twelcome\t\ngu'\tnoun\tspring\t\n",
);
const wordfreq = parseWordFreqTsv("# rank\tword\tcount\tdocs\n1\twaa\t5000\t10\n2\tsu'aal\t40\t5\n3\trareword\t9\t1\n");
const { entries, problems } = parseLexiconTsv(
  'word\tenglish\tkind\ncali\tAli (a name)\tname\npasta\tpasta\tloanword\nmahadsanid\tthank you\tword\nnoenglish\t\tword\nbadkind\tx\tverb\n',
);
const lexicon = buildSomaliLexicon({ wiktionary, wordfreq, lexicon: entries });
const rules = (w: string) => checkSomaliWord(w, lexicon).map((i) => i.rule);

describe('word lists', () => {
  it('reads headwords, frequent words and lexicon entries', () => {
    expect(wiktionary.has('nabad')).toBe(true);
    expect(wiktionary.has('dhawoow')).toBe(true);
    expect(wordfreq.has('waa')).toBe(true);
    expect(wordfreq.has('rareword')).toBe(false);
    expect(entries.map((e) => e.word)).toEqual(['cali', 'pasta', 'mahadsanid']);
  });
  it('reports lexicon lines without an English meaning or with an unknown kind', () => {
    expect(problems).toEqual([
      { line: 5, message: '"noenglish" has no English meaning' },
      { line: 6, message: '"badkind" has kind "verb"; use word, name or loanword' },
    ]);
  });
});

describe('somaliWords', () => {
  it('lowercases, drops punctuation and folds curly apostrophes', () => {
    expect(somaliWords('Soo dhawoow, Cali! (Su’aal?) "Waa" - 3')).toEqual(['soo', 'dhawoow', 'cali', "su'aal", 'waa']);
  });
});

describe('checkSomaliWord', () => {
  it('accepts attested words', () => {
    expect(rules('nabad')).toEqual([]);
    expect(rules("su'aal")).toEqual([]);
    expect(rules('cali')).toEqual([]);
    expect(rules('mahadsanid')).toEqual([]);
  });
  it('rejects letters outside the Somali alphabet', () => {
    expect(rules('naböd')).toEqual(['letters']);
    expect(rules('soo-dhawoow')).toContain('letters');
  });
  it('allows p, v and z only in a lexicon loanword', () => {
    expect(rules('pasta')).toEqual([]);
    expect(rules('pizza')).toEqual(['loanword', 'unknown-word']);
  });
  it('rejects three identical vowels in a row', () => {
    expect(rules('nabaad')).toEqual(['unknown-word']);
    expect(rules('nabaaad')).toEqual(['vowels', 'unknown-word']);
  });
  it('rejects an apostrophe outside a word', () => {
    expect(rules("'nabad")).toContain('apostrophe');
    expect(rules("nabad'")).toContain('apostrophe');
    // A word the lists give with a final glottal stop is written so.
    expect(rules("gu'")).toEqual([]);
  });
  it('rejects words found nowhere, and rare Wikipedia words', () => {
    expect(rules('nabadd')).toEqual(['unknown-word']);
    expect(rules('rareword')).toEqual(['unknown-word']);
  });
});

describe('spellingSkeleton', () => {
  it('merges spellings that differ by doubling or the glottal stop', () => {
    expect(spellingSkeleton('Macallin')).toBe(spellingSkeleton('macalin'));
    expect(spellingSkeleton("su'aal")).toBe(spellingSkeleton('suaal'));
    expect(spellingSkeleton('nabad')).not.toBe(spellingSkeleton('nabar'));
  });
});

describe('lessonSomaliStrings', () => {
  it('lists the Somali fields and leaves the English ones out', () => {
    const lesson = {
      vocabulary_items: [{ somali: 'Nabad', english: 'Peace' }],
      grammar_patterns: [{ text: 'Waa nabad', explanation: 'It is peace' }],
      exercises: [
        {
          id: 'ex01',
          type: 'vocabulary_introduction',
          question: 'Nabad',
          translation: 'Peace',
          examples: [{ text: 'Waa nabad' }],
        },
        {
          id: 'ex02',
          type: 'english_to_somali',
          question: 'Peace?',
          options: ['Nabad', 'Haa'],
          correct_answer: 'Nabad',
        },
        {
          id: 'ex03',
          type: 'somali_to_english',
          question: 'Meaning?',
          tts_text: 'Haa',
          options: ['Yes', 'No'],
          correct_answer: 'Yes',
        },
        { id: 'ex04', type: 'matching', pairs: [{ somali: 'Maya', english: 'No' }] },
      ],
    } as unknown as LessonFile;
    const texts = lessonSomaliStrings(lesson).map((s) => `${s.exerciseId ?? '-'}:${s.field}:${s.text}`);
    expect(texts).toEqual([
      '-:vocabulary_items[0].somali:Nabad',
      '-:grammar_patterns[0].text:Waa nabad',
      'ex01:question:Nabad',
      'ex01:examples[0].text:Waa nabad',
      'ex02:correct_answer:Nabad',
      'ex02:options[0]:Nabad',
      'ex02:options[1]:Haa',
      'ex03:tts_text:Haa',
      'ex04:pairs[0].somali:Maya',
    ]);
  });
});
