/**
 * The forms a password is looked up in, in a list of common passwords: people dress a listed one
 * up with capitals, a digit or a symbol at the end, or look-alike characters ('Password1!',
 * 'PASSWORD123', 'p@ssw0rd'). Each form is lower-case; the list holds lower-case entries.
 *
 * - the password as typed, lower-cased;
 * - with look-alike characters read as letters (@ 4 → a, 0 → o, 1 ! | → i, 3 → e, $ 5 → s, 7 + → t);
 * - either of those without the digits and symbols around it ('password1!' → 'password'), when at
 *   least 4 letters are left (so '2024!!!!' never reduces to a short listed word).
 */
const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};

/** Digits and symbols at either end (letters of any script, inside the password, are kept). */
const AROUND = /^[^\p{L}]+|[^\p{L}]+$/gu;
const MIN_CORE_LENGTH = 4;

export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const forms = new Set([lower]);
  const core = lower.replace(AROUND, '');
  const bases = core.length >= MIN_CORE_LENGTH ? [lower, core] : [lower];
  // Look-alikes inside the word; the ends are stripped first, so 'p@ssw0rd1!' reads 'password'.
  for (const base of bases) {
    forms.add(base);
    const read = [...base].map((c) => LOOK_ALIKES[c] ?? c).join('');
    forms.add(read);
  }
  return [...forms];
}
