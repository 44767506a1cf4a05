/**
 * Audio keys name the file a learner hears for a Somali string (spec 02 §7 and docs/content.md):
 * lowercased, every character that is not a letter a-z, a digit or a space removed (the glottal
 * stop included), runs of spaces turned into one underscore, then ".wav".
 * The same rule names lesson audio and review audio, so both resolve through one index.
 */
import type { Exercise, LessonFile } from '../lessons';
import { sentenceTileWords } from '../answers/answer-tiles';

/** The part of the key before ".wav"; empty when the text has no letter or digit. */
export function audioKeyStem(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '_');
}

/** "Soo dhawoow, Hodan!" → "soo_dhawoow_hodan.wav" */
export function audioKeyFor(text: string): string {
  return `${audioKeyStem(text)}.wav`;
}

/** A key, or undefined for a string with nothing to say (punctuation only). */
export function audioKeyOrUndefined(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const stem = audioKeyStem(text);
  return stem ? `${stem}.wav` : undefined;
}

/** Exercise types whose options and answer are Somali (the learner picks or types Somali). */
export const SOMALI_ANSWER_TYPES: ReadonlySet<string> = new Set([
  'english_to_somali',
  'fill_blank',
  'fill_in_blank',
  'sentence_building',
  'dictation',
]);

/** Exercise types whose `tts_text` is Somali the learner hears. */
export const SOMALI_TTS_TYPES: ReadonlySet<string> = new Set([
  'multiple_choice',
  'english_to_somali',
  'somali_to_english',
  'listening_comprehension',
  'pronunciation',
  'dictation',
]);

function optionText(option: string | { text: string }): string {
  return typeof option === 'string' ? option : option.text;
}

/** The Somali side of a matching pair, in either of its two shapes. */
export function matchingSomali(pair: { somali: string } | { left: string }): string {
  return 'somali' in pair ? pair.somali : pair.left;
}

/** The gap of a fill-in question: three underscores. */
export const BLANK = '___';

/**
 * A fill-in question's sentence with its gap filled by the correct answer ("___ waa macallin." →
 * "Ninku waa macallin."): the Somali the learner reads, heard once the answer is checked (its
 * audio key is audioKeyFor of this text). English glosses in parentheses and arrows are left out
 * ("aabbe (a father) → ___ (the father)" gives "Aabbe, aabbaha"). Undefined for another exercise
 * or without both parts.
 */
export function filledBlankSentence(
  exercise: Pick<Exercise, 'type' | 'question' | 'correct_answer'>,
): string | undefined {
  const { type, question, correct_answer: answer } = exercise;
  if ((type !== 'fill_blank' && type !== 'fill_in_blank') || !question?.includes(BLANK) || !answer) return undefined;
  const filled = question
    .replace(BLANK, answer)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s*(→|->)\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .trim();
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/**
 * The Somali tiles a learner may hear: every tile of a sentence to build (its `tiles`, else the
 * words of its answer, as the player shows them), and the `tiles` any other exercise writes.
 */
export function builtTileTexts(exercise: Pick<Exercise, 'type' | 'tiles' | 'correct_answer'>): string[] {
  return exercise.type === 'sentence_building' ? sentenceTileWords(exercise) : [...(exercise.tiles ?? [])];
}

/** The audio key of a sentence tile ("Rooti" → "rooti.wav"); undefined for punctuation only. */
export const tileAudio = (tile: string): string | undefined => audioKeyOrUndefined(tile);

/**
 * Every Somali string of a lesson that may be spoken, keyed by its audio key: the audio the
 * lesson names, plus vocabulary items, grammar pattern texts, Somali correct answers (so the
 * review rule, the answer text's key, resolves too), sentence tiles and fill-in sentences with
 * their gap filled. The first text seen for a key wins.
 */
export function lessonAudioTexts(
  lesson: Pick<LessonFile, 'vocabulary_items' | 'exercises' | 'grammar_patterns'>,
): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (text: string | undefined) => {
    const key = audioKeyOrUndefined(text);
    if (key && text !== undefined && !texts.has(key)) texts.set(key, text.trim());
  };
  for (const v of lesson.vocabulary_items) add(v.somali);
  for (const ex of lesson.exercises) {
    if (ex.type === 'vocabulary_introduction') add(ex.question);
    if (SOMALI_TTS_TYPES.has(ex.type)) add(ex.tts_text);
    if (SOMALI_ANSWER_TYPES.has(ex.type)) {
      add(ex.correct_answer);
      for (const o of ex.options ?? []) add(optionText(o));
    }
    if (ex.type === 'pronunciation') add(ex.correct_answer);
    for (const t of builtTileTexts(ex)) add(t);
    add(filledBlankSentence(ex));
    for (const e of ex.examples ?? []) add(e.text);
    for (const d of ex.dialogue ?? []) add(d.text);
    for (const p of ex.phrases ?? []) add(p.somali);
    for (const p of [...(ex.pairs ?? []), ...(ex.matching_pairs ?? [])]) add(matchingSomali(p));
  }
  for (const g of lesson.grammar_patterns) add(g.text);
  return texts;
}
