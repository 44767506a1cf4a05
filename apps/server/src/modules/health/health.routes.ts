import { z } from 'zod';
import type { AppInstance } from '@/app-types';
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
      return reply
        .code(body.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}
