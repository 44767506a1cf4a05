import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [{ type: 'string' }, { type: 'null' }]` (zod's nullable) as `type: ['string', 'null']`,
 * which fast-json-stringify writes directly instead of testing each branch at run time.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = simplifyNullable(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && PRIMITIVE_TYPES.has(other.type)) {
      delete out.anyOf;
      Object.assign(out, other, { type: [other.type, 'null'] });
    }
  }
  return out;
}

/** Whether a union is left: fast-json-stringify picks a union's branch by validating at run time. */
function hasUnion(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasUnion);
  if (!node || typeof node !== 'object') return false;
  if ('anyOf' in node || 'oneOf' in node) return true;
  return Object.values(node).some(hasUnion);
}

/**
 * The JSON Schema of a zod response schema, or null when zod cannot express it (transforms, dates)
 * or it holds a union: fast-json-stringify would choose the union's branch by validating the data
 * at run time, and answer 500 when none matched exactly (an extra field under
 * additionalProperties: false, say), so unions keep the zod serializer.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
    delete json.$schema;
    const simplified = simplifyNullable(json);
    return hasUnion(simplified) ? null : (simplified as JsonSchema);
  } catch {
    return null;
  }
}

/**
 * Responses are written by fast-json-stringify from their schema (zod → JSON Schema, compiled once
 * per route and status), which also drops every field the schema does not name. A schema zod
 * cannot express as JSON Schema keeps the zod serializer. With `checkWithZod` (tests), every answer
 * is first checked against its zod schema, and a mismatch fails the request as it did before.
 */
export function createSerializerCompiler(options: { checkWithZod: boolean }): FastifySerializerCompiler<FastifySchema> {
  return (route) => {
    const schema = route.schema as unknown;
    const zodFallback = () => zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!(schema instanceof z.ZodType)) return fastJson(schema as JsonSchema);
    const json = responseJsonSchema(schema);
    if (!json) return zodFallback();
    let stringify: (data: unknown) => string;
    try {
      stringify = fastJson(json) as (data: unknown) => string;
    } catch {
      return zodFallback();
    }
    if (!options.checkWithZod) return stringify;
    return (data: unknown) => {
      const result = schema.safeEncode(data);
      if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
