import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The same check `npm run lint` runs over the repository.
import { checkImports } from '../../../../scripts/check-architecture.mjs';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/dependency-rules');

describe('import rules', () => {
  it('report each deliberately bad import of the fixture tree', async () => {
    const violations = await checkImports(['apps', 'packages'], 'tsconfig.json', {
      baseDir: FIXTURE,
      exclude: '(^|/)node_modules/',
    });
    const found = violations.map((v: { rule: string; from: string }) => `${v.rule} ${v.from}`).sort();
    expect(found).toEqual(
      expect.arrayContaining([
        'content-tools-is-pure packages/content-tools/src/impure.ts',
        'content-tools-no-node packages/content-tools/src/impure.ts',
        'contract-knows-no-content-tools packages/domain/src/uses-tools.ts',
        'domain-is-pure packages/domain/src/impure.ts',
        'domain-no-node packages/domain/src/impure.ts',
        'no-circular apps/server/src/modules/c/cycle-one.ts',
        'server-module-through-index apps/server/src/modules/a/a.service.ts',
        'web-feature-isolation apps/web/src/features/auth/login.ts',
        'web-shared-imports-no-feature apps/web/src/lib/helper.ts',
      ]),
    );
  });
});
