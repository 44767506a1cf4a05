/**
 * The dialogue bank of a curriculum bundle (content/bundles/<id>/dialogues/*.json): role-play
 * scenarios with variable slots. The built-in composer fills the slots from each slot's values, so
 * two lessons of one scenario differ, and matches a learner's own scenario by keywords.
 */
import { z } from 'zod';
import { cefrLevelSchema, CEFR_LEVELS, type CefrLevel } from '../lessons';
import { AI_SPEAKS, LEARNER_SPEAKS, type DraftStep } from './dynamic-lessons.schemas';

export const SLOT_KINDS = ['name', 'item', 'number', 'place'] as const;
const PLACEHOLDER = /\{([A-Za-z]+)(\.en)?\}/g;

export const slotValueSchema = z.object({ so: z.string().min(1), en: z.string().min(1) });
export const dialogueScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(1).max(80),
    level: cefrLevelSchema,
    keywords: z.array(z.string().min(2)).min(1),
    context: z.string().min(1),
    slots: z.record(
      z.string().regex(/^[a-z]+$/),
      z.object({ kind: z.enum(SLOT_KINDS), values: z.array(slotValueSchema).min(2) }),
    ),
    steps: z
      .array(
        z.object({
          speaker: z.enum(['ai', 'learner']),
          somali: z.string().min(1),
          english: z.string().min(1),
          guidance: z.string().min(1),
          context: z.string().optional(),
        }),
      )
      .min(4),
  })
  .superRefine((s, ctx) => {
    s.steps.forEach((step, i) => {
      if (step.speaker !== (i % 2 === 0 ? 'ai' : 'learner'))
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'speaker'], message: 'turns alternate, ai first' });
      for (const text of [step.somali, step.english, step.guidance, step.context ?? ''])
        for (const m of text.matchAll(PLACEHOLDER))
          if (!s.slots[m[1]!.toLowerCase()])
            ctx.addIssue({ code: 'custom', path: ['steps', i], message: `unknown slot {${m[1]}}` });
    });
    if (s.steps.length % 2)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'a script ends on a learner turn' });
  });
export type DialogueScenario = z.infer<typeof dialogueScenarioSchema>;

/** A random integer in [0, n): Math.random by default, a seeded source in tests. */
export type PickIndex = (n: number) => number;
export const randomPick: PickIndex = (n) => Math.floor(Math.random() * n);

/** The values chosen for one composition, two different names never the same person. */
export function chooseSlots(
  scenario: DialogueScenario,
  pick: PickIndex = randomPick,
): Record<string, { so: string; en: string }> {
  const chosen: Record<string, { so: string; en: string }> = {};
  const used = new Set<string>();
  for (const [name, slot] of Object.entries(scenario.slots)) {
    const free = slot.values.filter((v) => !used.has(v.so));
    const pool = free.length ? free : slot.values;
    const value = pool[pick(pool.length)]!;
    used.add(value.so);
    chosen[name] = value;
  }
  return chosen;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Replaces {slot} (Somali value; {Slot} capitalised) and {slot.en} (English value). */
export function fillSlots(text: string, values: Record<string, { so: string; en: string }>): string {
  const out = text.replace(PLACEHOLDER, (_, name: string, en?: string) => {
    const value = values[name.toLowerCase()];
    if (!value) return _;
    const word = en ? value.en : value.so;
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalise(word) : word;
  });
  return capitalise(out);
}

/** A script drafted from a scenario with its slots filled. */
export function composeScenario(scenario: DialogueScenario, pick: PickIndex = randomPick): DraftStep[] {
  const values = chooseSlots(scenario, pick);
  const context = fillSlots(scenario.context, values);
  return scenario.steps.map((s) => ({
    type: s.speaker === 'ai' ? AI_SPEAKS : LEARNER_SPEAKS,
    somali_text: fillSlots(s.somali, values),
    english_text: fillSlots(s.english, values),
    roleplay_context: s.context ? fillSlots(s.context, values) : context,
    guidance: fillSlots(s.guidance, values),
  }));
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1);

/**
 * The scenario of the bank for a request: a custom scenario goes to the one whose keywords (and
 * title) it shares most words with, the closest level winning a tie; no custom scenario, or no
 * shared word, picks among the scenarios nearest the difficulty.
 */
export function chooseScenario(
  bank: readonly DialogueScenario[],
  difficulty: CefrLevel,
  custom: string,
  pick: PickIndex = randomPick,
): DialogueScenario {
  if (!bank.length) throw new Error('the dialogue bank is empty');
  const distance = (s: DialogueScenario) => Math.abs(CEFR_LEVELS.indexOf(s.level) - CEFR_LEVELS.indexOf(difficulty));
  const asked = new Set(words(custom));
  if (asked.size) {
    const score = (s: DialogueScenario) =>
      [...new Set([...s.keywords.flatMap(words), ...words(s.title)])].filter((k) =>
        [...asked].some((a) => a === k || (k.length > 3 && a.startsWith(k)) || (a.length > 3 && k.startsWith(a))),
      ).length;
    const best = [...bank].sort((a, b) => score(b) - score(a) || distance(a) - distance(b))[0]!;
    if (score(best) > 0) return best;
  }
  const nearest = Math.min(...bank.map(distance));
  const pool = bank.filter((s) => distance(s) === nearest);
  return pool[pick(pool.length)]!;
}
