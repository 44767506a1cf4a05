/**
 * npm run content:check -w @hadal/server -- [--bundle <id>] [--content-dir <dir>] [--no-warnings] [--write-lock]
 * Exit 0 only when every bundle passes: no error and every curriculum target met.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CONTENT_DIR } from '@/paths';
import { loadBundles } from './bundle-loader';
import {
  bundlePasses,
  checkBundle,
  loadSomaliWordLists,
  MissingSomaliDataError,
  writeStableIdsLock,
} from './content-check';
import { formatFindings, formatSummary } from './content-check.report';

function main(): number {
  const { values } = parseArgs({
    options: {
      bundle: { type: 'string' },
      'content-dir': { type: 'string' },
      'no-warnings': { type: 'boolean', default: false },
      'write-lock': { type: 'boolean', default: false },
    },
  });
  const contentDir = path.resolve(values['content-dir'] ?? process.env.CONTENT_DIR ?? DEFAULT_CONTENT_DIR);
  let lists;
  try {
    lists = loadSomaliWordLists();
  } catch (e) {
    if (e instanceof MissingSomaliDataError) {
      console.error(`content:check: ${e.message}`);
      return 1;
    }
    throw e;
  }
  const bundles = loadBundles(contentDir).filter((b) => !values.bundle || b.name === values.bundle);
  if (!bundles.length) {
    console.error(
      `content:check: no bundle found in ${path.join(contentDir, 'bundles')}${values.bundle ? ` named ${values.bundle}` : ''}`,
    );
    return 1;
  }
  let ok = true;
  for (const bundle of bundles) {
    const report = checkBundle(bundle, lists);
    const findings = formatFindings(report, { warnings: !values['no-warnings'] });
    if (findings) console.log(findings);
    console.log(formatSummary(report));
    console.log('');
    if (values['write-lock'])
      console.log(`Published stable ids written to ${writeStableIdsLock(bundle, report.stableIds)}\n`);
    ok &&= bundlePasses(report);
  }
  return ok ? 0 : 1;
}

process.exitCode = main();
