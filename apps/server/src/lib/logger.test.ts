import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@test/helpers/test-database';
import { createLogger } from './logger';

describe('the logger', () => {
  it('never writes the parameters of a failed SQL statement', async () => {
    const database = await createTestDatabase();
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
    const error = await database.db.execute(sql`select ${secret}::int`).catch((e: unknown) => e);
    await database.drop();
    expect(String((error as Error).message)).toContain(secret);

    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        written += chunk.toString();
        done();
      },
    });
    createLogger({ LOG_LEVEL: 'info' }, sink).error({ err: error }, 'unhandled error');
    expect(written).toContain('Failed query');
    expect(written).not.toContain(secret);
    expect(written).not.toContain('c2VjcmV0');
  });
});
