import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file `file` of the repository. */
async function rulesFiring(code: string, file: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId);
}

describe('npm run lint', () => {
  it("fails on a dependency's private member, in any workspace", async () => {
    const code =
      'declare const db: { _runExclusiveQuery(): void; _: { session: unknown } };\ndb._runExclusiveQuery();\nexport const s = db._.session;\n';
    for (const file of [
      'apps/server/src/modules/lessons/probe.ts',
      'apps/web/src/lib/probe.ts',
      'e2e/support/probe.ts',
    ]) {
      expect(await rulesFiring(code, file)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    }
  });

  it('allows public members and our own __-prefixed test globals', async () => {
    const code =
      'declare const w: { __hadalProbe?: number; query(): void };\nw.query();\nexport const p = w.__hadalProbe;\n';
    expect(await rulesFiring(code, 'apps/server/src/modules/lessons/probe.ts')).toEqual([]);
  });
});
