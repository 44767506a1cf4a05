import { z } from 'zod';
import type { AppInstance } from '../../app';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  version: z.string(),
});

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health and database state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { database } = app.deps;
      const up = await database.ping().then(
        () => true,
        () => false,
      );
      const body = {
        status: up ? ('ok' as const) : ('unavailable' as const),
        database: { kind: database.kind, status: up ? ('up' as const) : ('down' as const) },
        version: app.deps.version,
      };
      return reply
        .code(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
