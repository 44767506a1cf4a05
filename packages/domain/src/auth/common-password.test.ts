import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commonPasswordForms } from './common-password';

describe('commonPasswordForms', () => {
  it.each([
    ['Password1!', 'password'],
    ['PASSWORD123', 'password'],
    ['p@ssw0rd', 'password'],
    ['P@ssw0rd123!', 'password'],
    ['!!Sunshine2024', 'sunshine'],
    ['Dragon$', 'dragon'],
  ])('reads %s as %s', (typed, listed) => {
    expect(commonPasswordForms(typed)).toContain(listed);
  });

  it('keeps the password as typed (lower-cased) among its forms', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (p) => commonPasswordForms(p).includes(p.toLowerCase())));
  });

  it('never reduces a password to fewer than 4 letters by stripping its ends', () => {
    expect(commonPasswordForms('2024!abc!').sort()).toEqual(['2024!abc!', '2o2aiabci']);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (p) => {
        const typed = [...p.toLowerCase()].length;
        return commonPasswordForms(p).every((f) => f.length >= 4 || [...f].length === typed);
      }),
    );
  });

  it('keeps the letters of a passphrase as they are', () => {
    expect(commonPasswordForms('Fresh-Hadal-77').sort()).toEqual(['fresh-hadal', 'fresh-hadal-77', 'fresh-hadal-tt']);
  });
});
