import { z } from 'zod';
import type { AppInstance } from '@/app-types';
import { DATABASE_RETRY_AFTER_S } from '@/plugins/error-handler';
import type { HealthService } from './health.service';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  version: z.string(),
});

export async function healthRoutes(app: AppInstance, { health }: { health: HealthService }) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Service health and database state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const body = await health.check();
      reply.header('cache-control', 'no-store');
      if (body.status === 'ok') return reply.code(200).send(body);
      // Down: the health body, with the same Retry-After as every other call during an outage.
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(body);
    },
  );
}
