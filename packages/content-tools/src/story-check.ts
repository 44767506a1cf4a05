/**
 * Stories (docs/content.md, "Stories"): the rules of a graded reading text beside the schema's
 * shape, its audio keys, and its Somali strings for the linter. Pure.
 */
import { answerKey, audioKeyOrUndefined, type StoryFile } from '@hadal/domain';
import type { ContentFinding } from './findings';
import { somaliWords, type SomaliString } from './orthography';

export const STORY_LINES_RANGE = [8, 20] as const;
export const STORY_QUESTIONS_RANGE = [3, 5] as const;
export const STORY_OPTIONS_RANGE = [3, 4] as const;

/** The story with an audio key on every line (audioKeyFor of its Somali). Pure. */
export function enrichStoryAudio<S extends StoryFile>(story: S): S {
  return {
    ...story,
    lines: story.lines.map((l) => ({ ...l, audio_filename: l.audio_filename ?? audioKeyOrUndefined(l.somali) })),
  };
}

/** Every line of a story by its audio key (what the audio route synthesises). */
export function storyAudioTexts(story: Pick<StoryFile, 'lines'>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const l of story.lines) {
    const key = audioKeyOrUndefined(l.somali);
    if (key && !texts.has(key)) texts.set(key, l.somali.trim());
  }
  return texts;
}

/** The Somali strings of a story the linter reads: its title, lines and glossary words. */
export function storySomaliStrings(story: StoryFile): SomaliString[] {
  return [
    { text: story.title, field: 'title' },
    ...story.lines.map((l, i) => ({ text: l.somali, field: `lines[${i}].somali` })),
    ...story.glossary.map((g, i) => ({ text: g.somali, field: `glossary[${i}].somali` })),
  ];
}

const within = (n: number, [lo, hi]: readonly [number, number]) => n >= lo && n <= hi;

/** Findings for one story: line and question counts, answerable questions, a glossary of its own words. */
export function checkStory(story: StoryFile): ContentFinding[] {
  const out: ContentFinding[] = [];
  const err = (rule: string, message: string, hint?: string) => out.push({ severity: 'error', rule, message, hint });
  const warn = (rule: string, message: string, hint?: string) => out.push({ severity: 'warning', rule, message, hint });
  if (!within(story.lines.length, STORY_LINES_RANGE)) {
    err(
      'story-lines',
      `has ${story.lines.length} lines; a story has ${STORY_LINES_RANGE[0]} to ${STORY_LINES_RANGE[1]}`,
    );
  }
  if (!within(story.questions.length, STORY_QUESTIONS_RANGE)) {
    err(
      'story-questions',
      `has ${story.questions.length} questions; give ${STORY_QUESTIONS_RANGE[0]} to ${STORY_QUESTIONS_RANGE[1]}`,
    );
  }
  const ids = new Set<string>();
  for (const q of story.questions) {
    if (ids.has(q.id)) err('story-questions', `question id ${q.id} repeats`);
    ids.add(q.id);
    if (!within(q.options.length, STORY_OPTIONS_RANGE)) {
      err(
        'story-questions',
        `${q.id} has ${q.options.length} options; give ${STORY_OPTIONS_RANGE[0]} to ${STORY_OPTIONS_RANGE[1]}`,
      );
    }
    const hits = q.options.filter((o) => answerKey(o) === answerKey(q.correct_answer)).length;
    if (hits !== 1) err('story-questions', `${q.id}: correct_answer "${q.correct_answer}" matches ${hits} options`);
  }
  const words = new Set(story.lines.flatMap((l) => somaliWords(l.somali)));
  const glossed = new Set<string>();
  for (const g of story.glossary) {
    const key = somaliWords(g.somali).join(' ');
    if (glossed.has(key)) err('story-glossary', `"${g.somali}" is glossed twice`);
    glossed.add(key);
    if (!somaliWords(g.somali).every((w) => words.has(w))) {
      err(
        'story-glossary',
        `"${g.somali}" is glossed but not in the story`,
        'gloss the words as the story writes them',
      );
    }
  }
  const missing = [...words].filter((w) => !glossed.has(w));
  if (missing.length) {
    warn(
      'story-glossary',
      `${missing.length} word(s) have no gloss: ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ' …' : ''}`,
      'a learner may tap any word: gloss each one as the story writes it',
    );
  }
  return out;
}
