/**
 * Somali particles that writers join to, or split from, the word next to them. Each entry lists
 * the spellings of one form; answers compare after every spelling is turned into the first one.
 * Both sides of a comparison are treated alike, so a listed spelling is never marked wrong.
 */

/** Whole-word spellings, the first of each row being the form compared (all lowercase, no apostrophes). */
export const JOINED_FORMS: readonly (readonly string[])[] = [
  // in ("that") + the subject pronoun
  ['inaan', 'in aan'],
  ['inaad', 'in aad'],
  ['inuu', 'in uu'],
  ['inay', 'in ay'],
  ['inaynu', 'in aynu'],
  ['inaannu', 'in aannu'],
  // waxa + the subject pronoun
  ['waxaan', 'waxa aan'],
  ['waxaad', 'waxa aad'],
  ['wuxuu', 'waxa uu', 'waxuu'],
  ['waxay', 'waxa ay'],
  ['waxaynu', 'waxa aynu'],
  ['waxaannu', 'waxa aannu'],
  // la ("one") + a preposition
  ['laga', 'la ga'],
  ['lagu', 'la gu'],
  // "is not"
  ['ma aha', 'maaha'],
];

/** Emphatic pronouns that take -na ("and") as part of the word: adigana, isaguna. */
export const PRONOUNS_WITH_NA: ReadonlySet<string> = new Set(
  ['aniga', 'adiga', 'isaga', 'iyada', 'annaga', 'innaga', 'idinka', 'iyaga'].flatMap((p) => [p, `${p.slice(0, -1)}u`]),
);

/** Forms of "to be" written joined to a describing word or apart: faraxsanahay, faraxsan ahay. */
export const TO_BE_FORMS: ReadonlySet<string> = new Set(['ahay', 'tahay', 'yahay', 'nahay', 'tihiin', 'yihiin']);

/** Words after which a form of "to be" is always its own word (waxaan ahay, baad tahay, sidee tahay). */
const KEEPS_TO_BE_APART: ReadonlySet<string> = new Set([
  'waa',
  'waan',
  'waad',
  'wuu',
  'way',
  'waannu',
  'waynu',
  'waxaan',
  'waxaad',
  'wuxuu',
  'waxay',
  'waxaannu',
  'waxaynu',
  'ma',
  'baan',
  'baad',
  'buu',
  'bay',
  'baannu',
  'baynu',
  'ayaan',
  'ayaad',
  'ayuu',
  'ayay',
  'inaan',
  'inaad',
  'inuu',
  'inay',
  'inaynu',
  'inaannu',
  'aan',
  'aad',
  'uu',
  'ay',
  'sidee',
  'sida',
]);

interface Rewrite {
  from: readonly string[];
  to: readonly string[];
}

const REWRITES: readonly Rewrite[] = JOINED_FORMS.flatMap(([standard, ...variants]) =>
  variants.map((v) => ({ from: v.split(' '), to: (standard ?? '').split(' ') })),
).sort((a, b) => b.from.length - a.from.length);

function startsWithAt(tokens: readonly string[], at: number, words: readonly string[]): boolean {
  return words.every((w, k) => tokens[at + k] === w);
}

/** The tokens with every listed variant spelling replaced by its first form, -na and "to be" joined. */
export function joinParticles(tokens: readonly string[]): string[] {
  const rewritten: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const hit = REWRITES.find((r) => startsWithAt(tokens, i, r.from));
    if (hit) {
      rewritten.push(...hit.to);
      i += hit.from.length;
    } else {
      rewritten.push(tokens[i] as string);
      i += 1;
    }
  }
  const out: string[] = [];
  for (const token of rewritten) {
    const previous = out[out.length - 1];
    if (previous !== undefined && token === 'na' && PRONOUNS_WITH_NA.has(previous)) {
      out[out.length - 1] = `${previous}na`;
    } else if (previous !== undefined && TO_BE_FORMS.has(token) && !KEEPS_TO_BE_APART.has(previous)) {
      out[out.length - 1] = `${previous}${token}`;
    } else {
      out.push(token);
    }
  }
  return out;
}
