/**
 * One-edit typos: a letter added, dropped, changed, or two neighbours swapped
 * (optimal string alignment distance 1).
 */

/**
 * True when `a` becomes `b` with exactly one edit. Compares UTF-16 code units: every letter of
 * Somali (and of the Latin alphabet) is one unit.
 */
export function isOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const x = a;
  const y = b;
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  // One letter added, dropped or changed.
  if (restX <= 1 && restY <= 1) return true;
  // Two neighbours swapped.
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/**
 * The words of `known` one edit away from `word`: what a typo of `word` could turn into.
 * Used to give a client only the few real words it must not accept as a typo.
 */
export function wordsOneEditAway(word: string, known: Iterable<string>): string[] {
  const out: string[] = [];
  for (const k of known) if (isOneEdit(word, k)) out.push(k);
  return out;
}
