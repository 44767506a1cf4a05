/*
 * The CEFR levels and lesson types as plain constants, without zod: the rules that only need the
 * lists (lock order, the mini schemas of the first answers) import them from here.
 */

/** CEFR levels in the order the product shows them (spec 01 §9). */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

export const LESSON_TYPES = ['vocabulary', 'grammar', 'phrases'] as const;

/** What a question's drilled word must end in (drillSchema in lesson.schemas.ts). */
export const DRILL_KINDS = [
  'subject',
  'object',
  'article',
  'possessive',
  'plural',
  'verb-person',
  'verb-tense',
  'to-be',
] as const;
