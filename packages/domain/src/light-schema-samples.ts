import fc from 'fast-check';
import { expect } from 'vitest';

/*
 * The light schemas of the first answers of the signed-in pages must accept and refuse exactly
 * what their full schemas do, and give the same data. Samples: valid answers with up to two fields
 * replaced by odd values, dropped, or joined by an unknown field.
 */

export interface Parser {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

export const odd = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.constantFrom(null, undefined, '', 1.5, -1, 0, 100, 101, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom('active', 'disabled', 'vocabulary', 'grammar', 'phrases', 'google', 'microsoft', 'completed', 'x'),
  fc.constantFrom('salaan_1.wav', 'Salaan.wav', 'salaan.mp3', 'typed', 'spoken'),
);

export const anInt = fc.oneof(fc.integer(), fc.constantFrom(0, Number.MAX_SAFE_INTEGER));
export const aText = fc.string({ maxLength: 12 });
export const nullableText = fc.option(aText, { nil: null });

/**
 * Objects of `shape` (the keys outside `requiredKeys` may be missing), two times in five with up to
 * two fields made odd or dropped, and maybe an unknown field.
 */
export function nearlyValid(
  shape: Record<string, fc.Arbitrary<unknown>>,
  requiredKeys?: string[],
): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const valid = requiredKeys ? fc.record(shape, { requiredKeys }) : fc.record(shape);
  const changed = fc
    .tuple(
      valid,
      fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }),
      fc.array(odd, { minLength: 2, maxLength: 2 }),
      fc.boolean(),
    )
    .map(([sample, changedKeys, values, drop]) => {
      const out: Record<string, unknown> = { ...sample };
      changedKeys.forEach((key, i) => {
        if (drop && i === 0) delete out[key];
        else out[key] = values[i];
      });
      return out;
    });
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: changed }), fc.boolean())
    .map(([sample, extra]) => (extra ? { ...(sample as object), unknown_field: 'kept out' } : sample));
}

/** Mostly `good`, now and then `bad`. */
export const mostly = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 9, arbitrary: good }, { weight: 1, arbitrary: bad });

export const listOf = (item: fc.Arbitrary<unknown>) => mostly(fc.array(item, { maxLength: 3 }), odd);

export function expectSameVerdicts(full: Parser, light: Parser, samples: fc.Arbitrary<unknown>) {
  let accepted = 0;
  fc.assert(
    fc.property(samples, (sample) => {
      const a = full.safeParse(sample);
      const b = light.safeParse(sample);
      expect(b.success).toBe(a.success);
      if (a.success) {
        accepted += 1;
        expect(b.data).toEqual(a.data);
      }
    }),
    // A fixed seed: the same 1500 samples on every run, so a verdict count never depends on luck.
    { numRuns: 1500, seed: 4242 },
  );
  // The samples must exercise both verdicts, or the comparison proves little.
  expect(accepted).toBeGreaterThan(10);
  expect(accepted).toBeLessThan(1490);
}

/** The fields of a lesson in the lesson list, which a lesson's detail answer shares. */
export function lessonSummaryShape(
  lessonTypes: readonly string[],
  cefrLevel: fc.Arbitrary<unknown> = aText,
): Record<string, fc.Arbitrary<unknown>> {
  return {
    id: anInt,
    stable_id: aText,
    title: aText,
    description: aText,
    icon: aText,
    cefr_level: cefrLevel,
    level: anInt,
    lesson_type: fc.constantFrom(...lessonTypes),
    order_index: anInt,
    category: aText,
  };
}
