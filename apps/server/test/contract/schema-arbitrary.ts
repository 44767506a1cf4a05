import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document at /api/docs/json gives it (the parts requests use). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** Values of no particular shape: what a broken or hostile client sends. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    '1e309',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>x</script>',
    '\u0000',
  ),
);

function typedString(schema: JsonSchema, known: string[]): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const base: fc.Arbitrary<string>[] = [fc.string({ minLength: schema.minLength ?? 0, maxLength })];
  if (schema.format === 'email') base.push(fc.emailAddress());
  if (schema.format === 'uuid') base.push(fc.uuid());
  if (schema.format === 'date-time') base.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (known.length > 0) base.push(fc.constantFrom(...known));
  return fc.oneof(...base);
}

/**
 * Generates mostly well-typed values for a schema, with junk mixed in at every level, so that the
 * fuzzer reaches both the validation layer and the handlers behind it.
 */
export function arbitraryFor(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema | undefined,
  known: string[] = [],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, known, depth + 1);
  const next = (s: JsonSchema) => arbitraryFor(s, resolve, known, depth + 1);
  let typed: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) typed = fc.constant(schema.const);
  else if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (schema.anyOf ?? schema.oneOf) typed = fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map(next));
  else if (schema.allOf) typed = next(schema.allOf[0]!);
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        typed = typedString(schema, known);
        break;
      case 'integer':
        typed = fc.oneof(
          fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 }),
          fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER),
        );
        break;
      case 'number':
        typed = fc.oneof(
          fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
          fc.double(),
        );
        break;
      case 'boolean':
        typed = fc.boolean();
        break;
      case 'array':
        typed = fc.array(next(schema.items ?? {}), { maxLength: 6 });
        break;
      case 'object': {
        const properties = schema.properties ?? {};
        const record = fc.record(
          Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, next(value)])),
          { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
        );
        typed = fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: fc.dictionary(fc.string(), junk) });
        break;
      }
      default:
        typed = junk;
    }
  }
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: junk });
}
