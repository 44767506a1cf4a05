/**
 * Audio keys on a lesson's Somali strings (the key rule is `audioKeyFor` in packages/domain): the
 * content loader adds them to every string a learner may hear, and the content check looks each
 * one up. Pure; the input is not changed.
 */
import {
  audioKeyOrUndefined,
  builtTileTexts,
  matchingSomali,
  SOMALI_ANSWER_TYPES,
  SOMALI_TTS_TYPES,
  tileAudio,
  type Exercise,
  type LessonFile,
} from '@hadal/domain';

function enrichExercise(exercise: Exercise): Exercise {
  const out: Exercise = { ...exercise };
  if (exercise.type === 'vocabulary_introduction' && exercise.question && !out.audio_filename) {
    out.audio_filename = audioKeyOrUndefined(exercise.question);
  }
  if (exercise.tts_text && SOMALI_TTS_TYPES.has(exercise.type)) {
    out.audio_filename ??= audioKeyOrUndefined(exercise.tts_text);
    if (exercise.type === 'pronunciation') out.audio_filename_key ??= audioKeyOrUndefined(exercise.tts_text);
  }
  if (exercise.options && SOMALI_ANSWER_TYPES.has(exercise.type)) {
    out.options = exercise.options.map((o) => {
      if (typeof o !== 'string') return o.audio_filename ? o : { ...o, audio_filename: audioKeyOrUndefined(o.text) };
      const key = audioKeyOrUndefined(o);
      return key ? { text: o, audio_filename: key } : o;
    });
  }
  if (exercise.examples) {
    out.examples = exercise.examples.map((e) => ({
      ...e,
      audio_filename: e.audio_filename ?? audioKeyOrUndefined(e.text),
    }));
  }
  if (exercise.dialogue) {
    out.dialogue = exercise.dialogue.map((d) => ({
      ...d,
      audio_filename: d.audio_filename ?? audioKeyOrUndefined(d.text),
    }));
  }
  if (exercise.phrases) {
    out.phrases = exercise.phrases.map((p) => ({
      ...p,
      audio_filename_key: p.audio_filename_key ?? audioKeyOrUndefined(p.somali),
    }));
  }
  for (const field of ['pairs', 'matching_pairs'] as const) {
    const pairs = exercise[field];
    if (pairs) {
      out[field] = pairs.map((p) => ({
        ...p,
        audio_filename_key: p.audio_filename_key ?? audioKeyOrUndefined(matchingSomali(p)),
      }));
    }
  }
  // Drop keys left undefined so the stored JSON stays clean.
  return stripUndefinedDeep(out);
}

function stripUndefinedDeep<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The lesson with an audio key on every Somali string a learner may hear. Pure; the input is not changed. */
export function enrichLessonAudio<L extends LessonFile>(lesson: L): L {
  return { ...lesson, exercises: lesson.exercises.map(enrichExercise) };
}

/**
 * Every audio key the enriched lesson names, with where it is named (for the checker's report),
 * and the keys the player derives itself: each sentence tile's (`tileAudio`) and the built sentence's.
 */
export function lessonAudioKeys(lesson: LessonFile): { key: string; exerciseId: string }[] {
  const keys: { key: string; exerciseId: string }[] = [];
  const push = (key: string | undefined, exerciseId: string) => {
    if (key) keys.push({ key, exerciseId });
  };
  for (const ex of enrichLessonAudio(lesson).exercises) {
    push(ex.audio_filename, ex.id);
    push(ex.audio_filename_key, ex.id);
    for (const o of ex.options ?? []) if (typeof o !== 'string') push(o.audio_filename, ex.id);
    for (const t of builtTileTexts(ex)) push(tileAudio(t), ex.id);
    if (ex.type === 'sentence_building') push(audioKeyOrUndefined(ex.correct_answer), ex.id);
    for (const e of ex.examples ?? []) push(e.audio_filename, ex.id);
    for (const d of ex.dialogue ?? []) push(d.audio_filename, ex.id);
    for (const p of ex.phrases ?? []) push(p.audio_filename_key, ex.id);
    for (const p of [...(ex.pairs ?? []), ...(ex.matching_pairs ?? [])]) push(p.audio_filename_key, ex.id);
  }
  return keys;
}
