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

  it('fails on a server file that tells caches itself instead of marking its unit of work', async () => {
    const code = [
      'declare const deps: { accountsChanged(ids: number[]): void; changes: { publish(c: object): void } };',
      'declare const progress: { changed(id: number): void };',
      'declare function learnersChanged(ids: number[]): void;',
      'deps.accountsChanged([1]);',
      'deps.changes.publish({ accounts: [1] });',
      'progress.changed(1);',
      'learnersChanged([1]);',
      'export {};',
      '',
    ].join('\n');
    for (const file of [
      'apps/server/src/modules/lessons/probe.service.ts',
      'apps/server/src/lib/probe.ts',
      'apps/server/src/server-probe.ts',
    ]) {
      expect(await rulesFiring(code, file)).toEqual(Array(4).fill('no-restricted-syntax'));
    }
    // The feed and the unit of work publish; tests stand for another process.
    for (const file of [
      'apps/server/src/adapters/change-feed/probe.ts',
      'apps/server/src/db/unit-of-work.ts',
      'apps/server/src/modules/lessons/probe.test.ts',
    ]) {
      expect(await rulesFiring(code, file)).toEqual([]);
    }
  });

  it('lets a service mark what its unit of work wrote, and still fails on private members there', async () => {
    const marks =
      'declare const wrote: { account(id: number): void; learner(id: number): void };\nwrote.account(1);\nwrote.learner(1);\nexport {};\n';
    expect(await rulesFiring(marks, 'apps/server/src/modules/lessons/probe.service.ts')).toEqual([]);
    const reach = 'declare const db: { _runExclusiveQuery(): void };\ndb._runExclusiveQuery();\nexport {};\n';
    expect(await rulesFiring(reach, 'apps/server/src/modules/lessons/probe.service.ts')).toEqual([
      'no-restricted-syntax',
    ]);
  });
});
