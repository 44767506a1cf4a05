/* eslint-disable no-control-regex -- these patterns exist to find control characters */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsControlCharacters, multiLineText, singleLineText } from './text';

const control = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f');

describe('text fields', () => {
  it('refuse a control character anywhere, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (a, c, b) => {
        expect(singleLineText(1000).safeParse(a + c + b).success).toBe(false);
        expect(multiLineText(1000).safeParse(a + c + b).success).toBe(false);
        expect(containsControlCharacters({ deep: [{ x: a + c + b }] })).toBe(true);
      }),
    );
  });

  it('allow line breaks in free text only', () => {
    expect(multiLineText(50).safeParse('Salaan,\nwaa maxay?\tOK').success).toBe(true);
    expect(singleLineText(50).safeParse('two\nlines').success).toBe(false);
  });

  it('accept ordinary text, Somali apostrophes and other scripts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const clean = s.replace(/[\u0000-\u001f\u007f]/g, '');
        expect(singleLineText(10_000).safeParse(clean).success).toBe(true);
        expect(containsControlCharacters({ [clean]: [clean] })).toBe(false);
      }),
    );
    expect(singleLineText(50).safeParse("su'aal ’ ʼ Cali").success).toBe(true);
  });
});
