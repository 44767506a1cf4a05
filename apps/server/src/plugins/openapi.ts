import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';

/** The zod schemas of every route become the OpenAPI document at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hadal API', description: 'The HTTP API of Hadal, a Somali-learning web app.', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // A multipart route documents its parts (config.multipartBody) as its request body.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const parts = input.route.config?.multipartBody;
      return parts ? { ...out, schema: { ...out.schema, body: parts } } : out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
