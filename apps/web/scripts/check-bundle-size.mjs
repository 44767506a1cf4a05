#!/usr/bin/env node
/**
 * Budget of the landing page's initial JavaScript.
 * After `vite build`, reads dist/index.html, takes every script it loads (the entry module and the
 * route-preload script) and every <link rel="modulepreload">, sums their gzipped sizes, prints the
 * total and exits 1 when it reaches the budget (120 kB gzipped). The route chunks that script
 * preloads are not counted here (`npm run test:pages` counts everything a page loads).
 *
 * Usage: node apps/web/scripts/check-bundle-size.mjs   (from anywhere)
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1000;
const distDir = process.env.WEB_DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexPath = join(distDir, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`No build found at ${indexPath}. Run "npm run build -w @hadal/web" first.`);
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');
const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

const files = new Set();
// The entry module, and the small classic script that preloads the opened route's chunks.
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  const src = attribute(tag, 'src');
  if (src) files.add(src);
}
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  const href = attribute(tag, 'href');
  if (href && /rel\s*=\s*["']modulepreload["']/i.test(tag)) files.add(href);
}

if (files.size === 0) {
  console.error('No entry script found in dist/index.html.');
  process.exit(1);
}

let total = 0;
for (const file of files) {
  const path = join(distDir, file.replace(/^\//, '').split('?')[0]);
  const size = gzipSync(readFileSync(path), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
}

const verdict = total < BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1000).toFixed(2).padStart(8)} kB  initial JS, gzipped (${verdict} the ${BUDGET_BYTES / 1000} kB budget)`,
);
process.exit(total < BUDGET_BYTES ? 0 : 1);
