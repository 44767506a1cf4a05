/*
 * Light schemas: the few rules the first answers of the signed-in pages need (objects, integers,
 * strings, booleans, lists, fixed values), checked without zod, so that those pages' first load
 * carries no zod at all. Each light schema sits beside the zod schema of the same answer, and a test
 * holds the two equal: they accept and refuse the same values and give the same data (unknown keys
 * left out, as zod's objects do). The zod schemas stay the contract; add a light one only for an
 * answer read on a page's first load.
 */

const INVALID: unique symbol = Symbol('invalid');

export interface LightSchema<T> {
  /** The accepted value (objects rebuilt with their known keys only), or INVALID. */
  readonly check: (value: unknown) => T | typeof INVALID;
  /** The value when accepted; otherwise throws a TypeError naming `what`. */
  parse(value: unknown, what?: string): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export type LightInfer<S> = S extends LightSchema<infer T> ? T : never;

function light<T>(check: (value: unknown) => T | typeof INVALID): LightSchema<T> {
  return {
    check,
    parse(value, what = 'value') {
      const result = check(value);
      if (result === INVALID) throw new TypeError(`Unexpected ${what}`);
      return result;
    },
    safeParse(value) {
      const result = check(value);
      return result === INVALID ? { success: false } : { success: true, data: result };
    },
  };
}

const when = <T>(accepted: boolean, value: unknown) => (accepted ? (value as T) : INVALID);

/** A finite number within [min, max] (zod: z.number().min(min).max(max)). */
export const lightNumber = (min = -Infinity, max = Infinity) =>
  light((v) => when<number>(typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max, v));

/** A safe integer within [min, max] (zod: z.number().int().min(min).max(max)). */
export const lightInt = (min = -Infinity, max = Infinity) =>
  light((v) => when<number>(Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max, v));

/** A string, at least `min` long and matching `pattern` when given (zod: z.string().min(min).regex(pattern)). */
export const lightString = ({ min = 0, pattern }: { min?: number; pattern?: RegExp } = {}) =>
  light((v) => when<string>(typeof v === 'string' && v.length >= min && (!pattern || pattern.test(v)), v));
export const lightBoolean = () => light((v) => when<boolean>(typeof v === 'boolean', v));

/** One of fixed strings (zod: z.enum(values)). */
export const lightEnum = <const V extends readonly string[]>(values: V) =>
  light((v) => when<V[number]>(values.includes(v as string), v));

/** One of fixed numbers (zod: z.union of z.literal(n)). */
export const lightNumberOf = <const V extends readonly number[]>(values: V) =>
  light((v) => when<V[number]>(values.includes(v as number), v));

export const lightNullable = <T>(inner: LightSchema<T>) => light<T | null>((v) => (v === null ? null : inner.check(v)));

export const lightOptional = <T>(inner: LightSchema<T>) =>
  light<T | undefined>((v) => (v === undefined ? undefined : inner.check(v)));

/** The first of `options` that accepts the value (zod: z.union(options)). */
export const lightUnion = <T extends readonly LightSchema<unknown>[]>(...options: T) =>
  light<LightInfer<T[number]>>((v) => {
    for (const option of options) {
      const result = option.check(v);
      if (result !== INVALID) return result as LightInfer<T[number]>;
    }
    return INVALID;
  });

export const lightNullish = <T>(inner: LightSchema<T>) =>
  light<T | null | undefined>((v) => (v === null || v === undefined ? v : inner.check(v)));

/** A list of `item`, at most `max` long (zod: z.array(item).max(max)). */
export const lightArray = <T>(item: LightSchema<T>, max = Infinity) =>
  light<T[]>((v) => {
    if (!Array.isArray(v) || v.length > max) return INVALID;
    const out: T[] = [];
    for (const element of v as unknown[]) {
      const result = item.check(element);
      if (result === INVALID) return INVALID;
      out.push(result);
    }
    return out;
  });

type ShapeOf<T> = { [K in keyof T]: LightSchema<T[K]> };

/** An object with these keys (zod: z.object(shape)); unknown keys are left out. */
export function lightObject<S extends Record<string, LightSchema<unknown>>>(shape: S) {
  type T = { [K in keyof S]: LightInfer<S[K]> };
  const schema = light<T>((v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const result = shape[key]!.check(input[key]);
      if (result === INVALID) return INVALID;
      if (result !== undefined || key in input) out[key] = result;
    }
    return out as T;
  });
  return Object.assign(schema, { shape: shape as S & ShapeOf<T> });
}
