import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHILD_EMAIL_MIN_AGE, childProgressPercent, mayReceiveEmail, needsEmailVerification } from './family-rules';

describe('email to children', () => {
  it('never emails a child under 13, nor a child whose age is unknown', () => {
    expect(mayReceiveEmail({ isChild: true, age: 12 })).toBe(false);
    expect(mayReceiveEmail({ isChild: true, age: 1 })).toBe(false);
    expect(mayReceiveEmail({ isChild: true, age: null })).toBe(false);
  });

  it('emails a child of 13 or older and any adult', () => {
    expect(mayReceiveEmail({ isChild: true, age: 13 })).toBe(true);
    expect(mayReceiveEmail({ isChild: true, age: 18 })).toBe(true);
    expect(mayReceiveEmail({ isChild: false, age: null })).toBe(true);
  });

  it('for any child account, allows email exactly when the age is known and at least 13', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }), (age) => {
        expect(mayReceiveEmail({ isChild: true, age })).toBe(age !== null && age >= CHILD_EMAIL_MIN_AGE);
      }),
    );
  });
});

describe('email verification', () => {
  it('is needed by an adult with an unverified email only', () => {
    expect(needsEmailVerification({ isChild: false, email: 'a@b.co', emailVerified: false })).toBe(true);
    expect(needsEmailVerification({ isChild: false, email: 'a@b.co', emailVerified: true })).toBe(false);
    expect(needsEmailVerification({ isChild: false, email: null, emailVerified: false })).toBe(false);
  });

  it('is never needed by a child, whatever its email: the parent consented', () => {
    fc.assert(
      fc.property(fc.option(fc.emailAddress(), { nil: null }), fc.boolean(), (email, emailVerified) => {
        expect(needsEmailVerification({ isChild: true, email, emailVerified })).toBe(false);
      }),
    );
  });
});

describe('child progress percent', () => {
  it('is lessons completed over lessons available, rounded', () => {
    expect(childProgressPercent(1, 3)).toBe(33);
    expect(childProgressPercent(2, 3)).toBe(67);
    expect(childProgressPercent(3, 3)).toBe(100);
    expect(childProgressPercent(0, 10)).toBe(0);
  });

  it('is 0 when no lesson is available and never passes 100', () => {
    expect(childProgressPercent(5, 0)).toBe(0);
    expect(childProgressPercent(12, 10)).toBe(100);
  });

  it('stays within 0..100 and grows with the lessons completed', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (a, b, total) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const p = childProgressPercent(low, total);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(childProgressPercent(high, total)).toBeGreaterThanOrEqual(p);
      }),
    );
  });
});
