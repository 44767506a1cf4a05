/* eslint-disable no-control-regex -- these patterns exist to find control characters */
import { z } from 'zod';

/**
 * Text from outside: control characters make no sense in any field Hadal stores or looks up
 * (a NUL byte is refused by PostgreSQL), so every string schema refuses them.
 */

/** C0 control characters except tab, line feed and carriage return, and DEL. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control character and DEL, line breaks included (single-line fields). */
export const CONTROL_OR_LINE_BREAK = /[\u0000-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

/** A single-line string of at most `max` characters (names, ids, tokens, emails). */
export function singleLineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((s) => !CONTROL_OR_LINE_BREAK.test(s), CONTROL_CHARACTERS_MESSAGE);
}

/** A free text of at most `max` characters; line breaks and tabs allowed (messages, replies). */
export function multiLineText(max: number) {
  return z
    .string()
    .max(max)
    .refine((s) => !CONTROL_CHARACTERS.test(s), CONTROL_CHARACTERS_MESSAGE);
}

/** True when any string in a JSON-like value holds a control character other than tab and line breaks. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsControlCharacters(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(k) || containsControlCharacters(v, depth + 1)) return true;
  }
  return false;
}
