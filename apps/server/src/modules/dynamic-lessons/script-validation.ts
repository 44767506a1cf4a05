/**
 * A drafted script is stored only when it passes the domain schema (alternating turns, every
 * field), the Somali linter on every Somali line, and a check that nothing unsafe for children
 * is in its English.
 */
import { audioKeyStem, draftScriptSchema, type DraftStep, type ScriptStep } from '@hadal/domain';
import type { SomaliTextLinter } from '@/modules/content';

/** English words no lesson for all ages needs (whole words, lowercase). */
const UNSAFE_WORDS = new Set([
  'kill',
  'killed',
  'killing',
  'murder',
  'gun',
  'guns',
  'weapon',
  'weapons',
  'bomb',
  'knife',
  'blood',
  'drugs',
  'drug',
  'cocaine',
  'heroin',
  'alcohol',
  'beer',
  'wine',
  'vodka',
  'whisky',
  'drunk',
  'sex',
  'sexy',
  'naked',
  'porn',
  'suicide',
  'terrorist',
  'terrorism',
  'stupid',
  'idiot',
  'hate',
]);

export function unsafeWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => UNSAFE_WORDS.has(w));
}

export type ScriptCheck = { ok: true; steps: DraftStep[] } | { ok: false; problems: string[] };

export function checkDraftScript(raw: unknown, linter: SomaliTextLinter): ScriptCheck {
  const parsed = draftScriptSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const problems: string[] = [];
  parsed.data.forEach((step, i) => {
    for (const p of linter.problems(step.somali_text)) problems.push(`step ${i}: ${p}`);
    const english = [step.english_text, step.roleplay_context, step.guidance].join(' ');
    for (const w of unsafeWords(english)) problems.push(`step ${i}: "${w}" is not for a lesson for all ages`);
  });
  return problems.length ? { ok: false, problems } : { ok: true, steps: parsed.data };
}

/** The audio file of a Somali line: dyn_ and its audio key stem. */
export function dynamicAudioFile(somali: string): string {
  return `dyn_${audioKeyStem(somali).slice(0, 150) || 'line'}.wav`;
}

export function withAudio(steps: DraftStep[]): ScriptStep[] {
  return steps.map((s) => ({ ...s, audio_file: dynamicAudioFile(s.somali_text) }));
}
