/**
 * Somali grapheme-to-phoneme conversion for eSpeak NG's Arabic voice (`-v ar`), which has the
 * pharyngeals, uvulars and glottal stop Somali needs. The output is eSpeak phoneme input:
 * `[[...]]`, words separated by spaces, `_` a short pause, `_:` a long one.
 *
 * Mnemonics (from eSpeak NG's Arabic phoneme table, checked with `espeak-ng -v ar -x`):
 *   c ʕ → A    x ħ → H    q → q    kh χ → X    sh ʃ → S    dh ɖ → dH (the emphatic d, the nearest
 *   Arabic sound)    j → dZ    y → j    r → R (trilled)    ' ʔ → ?    long vowel or geminate → ":"
 */

/** Single letters and the phonemes they stand for. */
const LETTERS: Readonly<Record<string, string>> = {
  b: 'b',
  t: 't',
  j: 'dZ',
  x: 'H',
  d: 'd',
  r: 'R',
  s: 's',
  c: 'A',
  g: 'g',
  f: 'f',
  q: 'q',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  w: 'w',
  h: 'h',
  y: 'j',
  "'": '?',
  // Loanword letters (the linter allows them only in lexicon loanwords).
  p: 'p',
  v: 'v',
  z: 'z',
};

const DIGRAPHS: Readonly<Record<string, string>> = { sh: 'S', dh: 'dH', kh: 'X' };
const VOWELS = 'aeiou';

/** Splits a lowercase word into units: digraphs first, then single letters. */
function units(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length;) {
    const two = word.slice(i, i + 2);
    if (DIGRAPHS[two] !== undefined) {
      out.push(two);
      i += 2;
    } else {
      out.push(word[i]!);
      i += 1;
    }
  }
  return out;
}

function phoneme(unit: string): string | undefined {
  if (VOWELS.includes(unit)) return unit;
  return DIGRAPHS[unit] ?? LETTERS[unit];
}

/** One Somali word (lowercase letters and ') as eSpeak phonemes, without the [[ ]]. */
export function somaliWordToPhonemes(word: string): string {
  const us = units(word.toLowerCase().replace(/[’‘ʼ`]/g, "'"));
  let out = '';
  for (let i = 0; i < us.length; i++) {
    const u = us[i]!;
    const p = phoneme(u);
    if (p === undefined) continue; // a digit or a stray character: not spoken
    // A doubled letter is a long vowel or a geminate consonant: one phoneme, lengthened.
    // The glottal stop is never lengthened.
    if (us[i + 1] === u && u !== "'") {
      out += `${p}:`;
      i += 1;
    } else {
      out += p;
    }
  }
  return out;
}

/** A Somali text as eSpeak NG phoneme input for the Arabic voice: `[[...]]`, or '' when nothing is spoken. */
export function somaliToEspeakPhonemes(text: string): string {
  const tokens = text
    .toLowerCase()
    .replace(/[’‘ʼ`]/g, "'")
    .replace(/[,;:—–]+/g, ' _ ')
    .replace(/[.?!]+/g, ' _: ')
    .replace(/[-"()“”«»…/]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const words: string[] = [];
  for (const t of tokens) {
    if (t === '_' || t === '_:') {
      // Pauses only between words; a later sentence end wins over a comma.
      if (words.length && (words.at(-1) === '_' || words.at(-1) === '_:')) {
        if (t === '_:') words[words.length - 1] = t;
      } else if (words.length) words.push(t);
      continue;
    }
    const p = somaliWordToPhonemes(t);
    if (p) words.push(p);
  }
  while (words.length && (words.at(-1) === '_' || words.at(-1) === '_:')) words.pop();
  return words.length ? `[[${words.join(' ')}]]` : '';
}
