import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { responseJsonSchema } from '@/plugins/serializer';

/**
 * The JSON text of answers kept in memory and sent many times (the per-learner caches): written
 * once per answer object, as the route's serializer would write it (fast-json-stringify from the
 * zod schema), after the zod check the serializer makes in tests, here made every time a text is
 * written, so a wrong shape fails where it is made. Texts live as long as their answer object.
 */
export function createAnswerText<S extends z.ZodType>(schema: S): (answer: z.output<S> & object) => string {
  const json = responseJsonSchema(schema);
  const stringify = json ? (fastJson(json) as (data: unknown) => string) : JSON.stringify;
  const texts = new WeakMap<object, string>();
  return (answer) => {
    let text = texts.get(answer);
    if (text === undefined) {
      text = stringify(schema.encode(answer));
      texts.set(answer, text);
    }
    return text;
  };
}

/** Sends an answer's JSON text as it is: Fastify does not serialize a string sent as JSON. */
export function sendAnswerText(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}
