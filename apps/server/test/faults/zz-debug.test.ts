import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import pg from 'pg';
import { it } from 'vitest';
import { postgresBinaries, startPrivatePostgres } from '@test/helpers/private-postgres';
import { startServerProcess } from '@test/helpers/server-process';

it('debug', async () => {
  const db = await startPrivatePostgres(postgresBinaries()!);
  const a = new pg.Client({ connectionString: db.url() }); await a.connect(); await a.query('create database hadal'); await a.end();
  const server = startServerProcess({
    DATABASE_URL: db.url('hadal'), DATABASE_POOL_MAX: '6', DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hadal-dbg-')), JWT_SECRET: randomBytes(32).toString('hex'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'), SUPPORT_SMTP_PORT: '0', CAPTCHA: 'off', PORT: '0', LOG_LEVEL: 'warn',
  });
  const base = await server.url;
  const h = async (tag: string) => { const t = Date.now(); try { const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(8000) }); console.log(tag, r.status, Date.now() - t, await r.text()); } catch (e) { console.log(tag, 'ERR', Date.now() - t, String(e)); } };
  await h('up');
  db.stop('immediate');
  await h('down1'); await h('down2');
  db.start();
  console.log('started');
  for (let i = 0; i < 6; i++) await h(`after${i}`);
  console.log(execSync(`ps -o pid,stat,pcpu,cmd -p ${server.child.pid}`).toString());
  console.log(server.output().slice(-4000));
  await server.stop(); db.destroy();
}, 120_000);
