// Guards the migrations: (1) a committed migration never changes (append-only), checked
// against migrations.lock.json; (2) the Drizzle schema and the migrations never drift apart.
//   node scripts/check-migrations.mjs           check
//   node scripts/check-migrations.mjs --write   record newly added migrations in the lock
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = path.join(serverRoot, 'src/db/migrations');
const lockFile = path.join(migrationsDir, 'migrations.lock.json');
const sqlFiles = () =>
  readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
const hashOf = (f) =>
  createHash('sha256')
    .update(readFileSync(path.join(migrationsDir, f)))
    .digest('hex');

const problems = [];
const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : {};
for (const [file, hash] of Object.entries(lock)) {
  if (!existsSync(path.join(migrationsDir, file))) problems.push(`${file} was published and is now missing`);
  else if (hashOf(file) !== hash) problems.push(`${file} was published and has changed: add a new migration instead`);
}
const unrecorded = sqlFiles().filter((f) => !(f in lock));
if (process.argv.includes('--write')) {
  for (const f of unrecorded) lock[f] = hashOf(f);
  writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
  console.log(`recorded ${unrecorded.length} migration(s) in migrations.lock.json`);
} else if (unrecorded.length) {
  problems.push(
    `not recorded in migrations.lock.json: ${unrecorded.join(', ')} (run npm run db:check -w @hadal/server -- --write)`,
  );
}

// Drift: generating from the schema into a copy of the migrations must produce nothing new.
const scratch = mkdtempSync(path.join(tmpdir(), 'hadal-migrations-'));
try {
  cpSync(migrationsDir, scratch, { recursive: true });
  const before = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  // drizzle-kit reads --out relative to the working directory.
  const out = execFileSync(
    process.execPath,
    [
      path.join(serverRoot, '../../node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      path.relative(serverRoot, scratch),
      '--name',
      'drift',
    ],
    { cwd: serverRoot, stdio: 'pipe', encoding: 'utf8' },
  );
  const after = readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
  if (after !== before)
    problems.push(
      'the schema has changes no migration covers: run npm run db:generate -w @hadal/server -- --name <what>',
    );
  else if (!/No schema changes/i.test(out)) problems.push(`could not compare the schema with the migrations:\n${out}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Migrations check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Migrations check passed: ${sqlFiles().length} migrations, append-only, no drift.`);
