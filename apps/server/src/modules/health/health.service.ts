import type { Database } from '@/db/client';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: { kind: 'pglite' | 'postgres'; status: 'up' | 'down' };
  version: string;
}

/** Service health: whether the database answers a trivial query. */
export function createHealthService({
  database,
  version,
}: {
  database: Pick<Database, 'kind' | 'ping'>;
  version: string;
}) {
  return {
    async check(): Promise<HealthReport> {
      const up = await database.ping().then(
        () => true,
        () => false,
      );
      return {
        status: up ? 'ok' : 'unavailable',
        database: { kind: database.kind, status: up ? 'up' : 'down' },
        version,
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
