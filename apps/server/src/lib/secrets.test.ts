import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './secrets';

describe('loadOrCreateSecrets', () => {
  it('generates secrets once and keeps them across restarts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-secrets-'));
    const first = loadOrCreateSecrets(dir, {});
    const second = loadOrCreateSecrets(dir, {});
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    expect(statSync(path.join(dir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('prefers secrets given in the environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-secrets-'));
    const given = 'x'.repeat(40);
    expect(loadOrCreateSecrets(dir, { JWT_SECRET: given }).jwtSecret).toBe(given);
  });
});
