import * as domain from '@hadal/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '@test/helpers/test-app';

const ctx = await createTestApp();

/** Where a route takes input from outside, `packages/domain` defines the schema that checks it. */
describe('input schemas', () => {
  const domainSchemas = new Set<unknown>(Object.values(domain));
  const inputs = ['params', 'querystring', 'body', 'headers'] as const;

  it('every route checks its params, query, body and headers with a schema of packages/domain', () => {
    const local: string[] = [];
    let checked = 0;
    for (const { method, url, schema = {} } of ctx.app.routeAccess) {
      for (const part of inputs) {
        if (!(part in schema)) continue;
        checked += 1;
        if (!domainSchemas.has(schema[part])) local.push(`${method} ${url} ${part}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(local).toEqual([]);
  });
});
