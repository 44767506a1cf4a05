/**
 * Small files (CONVENTIONS 11): no source file over MAX_LINES lines. Data (content bundles,
 * migrations, JSON, word lists) is not code and is not counted.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const MAX_LINES = 300;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sh)$/;
const NOT_CODE = /^content\/|(^|\/)(node_modules|dist)\/|\/migrations\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => CODE.test(f) && !NOT_CODE.test(f));

const tooLong = [];
for (const file of files) {
  let lines;
  try {
    lines = readFileSync(file, 'utf8').split('\n').length;
  } catch {
    continue; // listed but deleted in the working tree
  }
  if (lines > MAX_LINES) tooLong.push(`${file}: ${lines} lines`);
}
if (tooLong.length > 0) {
  console.error(`Files over ${MAX_LINES} lines (split them by responsibility):\n  ${tooLong.join('\n  ')}`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${MAX_LINES} lines.`);
