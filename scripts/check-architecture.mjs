/**
 * npm run lint:architecture: the import rules of .dependency-cruiser.cjs over each workspace, each
 * with its own tsconfig (so its `@/` alias resolves). Exit 1 on any violation.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const require = createRequire(import.meta.url);
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rules = require(path.join(REPO_ROOT, '.dependency-cruiser.cjs'));

export const WORKSPACES = [
  { roots: ['packages/domain/src'], tsconfig: 'packages/domain/tsconfig.json' },
  {
    roots: ['packages/content-tools/src', 'packages/content-tools/test'],
    tsconfig: 'packages/content-tools/tsconfig.json',
  },
  { roots: ['apps/server/src', 'apps/server/test'], tsconfig: 'apps/server/tsconfig.json' },
  { roots: ['apps/web/src'], tsconfig: 'apps/web/tsconfig.json' },
];

/** Cruises `roots` (relative to `baseDir`) with the project's rules; returns the violations. */
export async function checkImports(roots, tsconfig, { baseDir = REPO_ROOT, exclude } = {}) {
  const tsConfigFile = path.resolve(baseDir, tsconfig);
  const result = await cruise(
    roots,
    {
      ...rules.options,
      ...(exclude === undefined ? {} : { exclude: { path: exclude } }),
      baseDir,
      ruleSet: { forbidden: rules.forbidden },
      tsConfig: { fileName: tsConfigFile },
      validate: true,
      outputType: 'json',
    },
    undefined,
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  return output.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    cycle: v.cycle?.map((c) => (typeof c === 'string' ? c : c.name)),
  }));
}

async function main() {
  let count = 0;
  for (const { roots, tsconfig } of WORKSPACES) {
    const violations = await checkImports(roots, tsconfig);
    for (const v of violations) {
      count += 1;
      console.error(`${v.rule}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.join(' → ')})` : ''}`);
    }
  }
  if (count > 0) {
    console.error(`\n${count} import rule violation(s); see .dependency-cruiser.cjs`);
    process.exit(1);
  }
  console.log(
    'Import rules hold: no cycles, domain and content tools pure, modules through their index, features apart.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
