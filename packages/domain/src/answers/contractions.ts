/**
 * Two tables beside particles.ts (docs/content.md, "Grading"):
 *
 * - Contractions Somali always writes joined: waa + aan is waan, baa + uu is buu, ayaa + ay is
 *   ayay. A learner who writes them apart has understood the sentence and spelt it the way it is
 *   heard, so the split form is "almost" (accepted, with the joined form shown), never wrong.
 * - The focus particles baa and ayaa mean the same (the course teaches them side by side, with
 *   their pronoun forms buu / ayuu …): either is right wherever the other is written.
 */

/** [joined, split]: lowercase, apostrophes removed, as answers compare. */
export const CONTRACTIONS: readonly (readonly [string, string])[] = [
  ['waan', 'waa aan'],
  ['waad', 'waa aad'],
  ['wuu', 'waa uu'],
  ['way', 'waa ay'],
  ['waynu', 'waa aynu'],
  ['waannu', 'waa aannu'],
  ['baan', 'baa aan'],
  ['baad', 'baa aad'],
  ['buu', 'baa uu'],
  ['bay', 'baa ay'],
  ['baynu', 'baa aynu'],
  ['baannu', 'baa aannu'],
  ['ayaan', 'ayaa aan'],
  ['ayaad', 'ayaa aad'],
  ['ayuu', 'ayaa uu'],
  ['ayay', 'ayaa ay'],
  ['ayaynu', 'ayaa aynu'],
  ['ayaannu', 'ayaa aannu'],
];

/** [baa form, ayaa form]: the same focus, with or without a subject pronoun. */
export const FOCUS_PAIRS: readonly (readonly [string, string])[] = [
  ['baa', 'ayaa'],
  ['baan', 'ayaan'],
  ['baad', 'ayaad'],
  ['buu', 'ayuu'],
  ['bay', 'ayay'],
  ['baynu', 'ayaynu'],
  ['baannu', 'ayaannu'],
];

const SPLIT = CONTRACTIONS.map(([joined, split]) => ({ joined, split: split.split(' ') }));
const FOCUS = new Map<string, string>(
  FOCUS_PAIRS.flatMap(([baa, ayaa]) => [
    [baa, ayaa],
    [ayaa, baa],
  ]),
);

export interface Joined {
  tokens: string[];
  /** The contractions joined, as "waa aan → waan". */
  joined: { split: string; joined: string }[];
}

/** The tokens with every split contraction joined (waa aan → waan). */
export function joinContractions(tokens: readonly string[]): Joined {
  const out: string[] = [];
  const joined: Joined['joined'] = [];
  for (let i = 0; i < tokens.length;) {
    const hit = SPLIT.find((c) => c.split.every((w, k) => tokens[i + k] === w));
    if (hit) {
      out.push(hit.joined);
      joined.push({ split: hit.split.join(' '), joined: hit.joined });
      i += hit.split.length;
    } else {
      out.push(tokens[i] as string);
      i += 1;
    }
  }
  return { tokens: out, joined };
}

/** True when `given` is the other focus particle of `expected` (ayaa for baa, buu for ayuu). */
export function isFocusTwin(given: string, expected: string): boolean {
  return FOCUS.get(expected) === given;
}

/** The "almost" message of an answer written with a contraction apart. */
export function contractionMessage(pairs: Joined['joined'], standard: string): string {
  const what = pairs.map((p) => `${p.split} as one word, ${p.joined}`).join('; ');
  return `Almost — write ${what}: ${standard}`;
}
