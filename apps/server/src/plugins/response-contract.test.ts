import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detailSchema } from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { checkResponseContract, contractViolations, declareCommonAnswers } from './response-contract';

afterEach(() => {
  contractViolations.length = 0;
});

describe('declareCommonAnswers', () => {
  it('declares validation, body and outage answers from the route itself', () => {
    const post = { method: 'POST', url: '/x', schema: { body: z.object({}) }, handler: () => {} } as RouteOptions;
    declareCommonAnswers(post);
    expect(Object.keys((post.schema as { response: object }).response).sort()).toEqual([
      '400',
      '413',
      '415',
      '422',
      '503',
    ]);
    const get = { method: 'GET', url: '/y', handler: () => {} } as RouteOptions;
    declareCommonAnswers(get);
    expect(Object.keys((get.schema as { response: object }).response)).toEqual(['503']);
  });
});

describe('checkResponseContract', () => {
  it('records an undeclared status and a body that does not match its schema, and passes a true answer', async () => {
    // Untyped on purpose: the routes below answer what their types would forbid.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    checkResponseContract(app as unknown as AppInstance);
    const response = { 200: z.object({ ok: z.boolean() }), 404: detailSchema };
    app.get('/true', { schema: { response } }, () => ({ ok: true }));
    app.get('/teapot', { schema: { response } }, (_r, reply) =>
      reply.code(418 as 404).send({ detail: 'short and stout' }),
    );
    // A body that only the check sees: sent as a string, past the serialiser.
    app.get('/wrong', { schema: { response } }, (_r, reply) =>
      reply
        .code(404)
        .type('application/json')
        .send(JSON.stringify({ message: 'no detail' })),
    );
    for (const url of ['/true', '/teapot', '/wrong']) await app.inject({ url });
    expect(contractViolations).toEqual([
      { method: 'GET', url: '/teapot', status: 418, problem: 'status not declared' },
      { method: 'GET', url: '/wrong', status: 404, problem: expect.stringMatching(/^body does not match/) },
    ]);
    await app.close();
  });
});
