import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', CAPTCHA: 'altcha' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://127.0.0.1:3000');
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const message = (e as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('reads the support inbox’s trusted relays, which need the authserv-id they write', () => {
    expect(loadConfig({}).SUPPORT_TRUSTED_RELAYS).toEqual([]);
    const c = loadConfig({
      SUPPORT_TRUSTED_RELAYS: '10.0.0.5, 192.168.0.0/16,2001:db8::/32',
      SUPPORT_RELAY_AUTHSERV_ID: 'mx.example.org',
    });
    expect(c.SUPPORT_TRUSTED_RELAYS).toEqual(['10.0.0.5', '192.168.0.0/16', '2001:db8::/32']);
    expect(() => loadConfig({ SUPPORT_TRUSTED_RELAYS: '10.0.0.5' })).toThrow(/SUPPORT_RELAY_AUTHSERV_ID is required/);
    for (const bad of ['mx.example.org', '10.0.0.0/33', '10.0.0.5/8/1', '10.0.0.300']) {
      expect(() => loadConfig({ SUPPORT_TRUSTED_RELAYS: bad, SUPPORT_RELAY_AUTHSERV_ID: 'mx' })).toThrow(
        /SUPPORT_TRUSTED_RELAYS/,
      );
    }
  });

  it('requires a second factor of administrators unless ADMIN_REQUIRE_MFA=false, refused in production', () => {
    expect(loadConfig({}).ADMIN_REQUIRE_MFA).toBe(true);
    expect(loadConfig({ ADMIN_REQUIRE_MFA: 'false', NODE_ENV: 'development' }).ADMIN_REQUIRE_MFA).toBe(false);
    expect(() => loadConfig({ ADMIN_REQUIRE_MFA: 'false' })).toThrow(/ADMIN_REQUIRE_MFA=false is for development only/);
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: 'not base32!' })).toThrow(/ADMIN_TOTP_SECRET/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.test' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('keeps an idle connection open longer than the shipped nginx upstream does', () => {
    // nginx must close an idle upstream connection first: a POST it sends on a connection Hadal is
    // closing fails with a reset and is not retried.
    const site = readFileSync(path.join(REPO_ROOT, 'deploy/nginx/hadal.conf'), 'utf8');
    const upstream = /upstream hadal \{[^}]*\}/.exec(site)?.[0] ?? '';
    const nginxIdle = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]) * 1000;
    expect(nginxIdle).toBeGreaterThan(0);
    expect(loadConfig({}).KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(nginxIdle);
  });

  it('treats empty variables as unset and trims a trailing slash from PUBLIC_URL', () => {
    const c = loadConfig({ DATABASE_URL: '', PUBLIC_URL: 'https://hadal.example/' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('https://hadal.example');
  });
});

describe('jobs and support settings', () => {
  it('runs the job worker every second by default and names a support address from MAIL_FROM', () => {
    const c = loadConfig({ MAIL_FROM: 'Hadal <no-reply@hadal.example>' });
    expect(c.JOBS_WORKER).toBe(true);
    expect(c.JOBS_POLL_INTERVAL_MS).toBe(1000);
    expect(c.SUPPORT_EMAIL).toBe('support@hadal.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@hadal.example', JOBS_WORKER: 'false' })).toMatchObject({
      SUPPORT_EMAIL: 'help@hadal.example',
      JOBS_WORKER: false,
    });
  });

  it('refuses a bad poll interval or support address', () => {
    expect(() => loadConfig({ JOBS_POLL_INTERVAL_MS: '0' })).toThrow(/JOBS_POLL_INTERVAL_MS/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('has no speech provider by default and names what a chosen one needs', () => {
    expect(loadConfig({})).toMatchObject({ SPEECH_PROVIDER: 'none', SPEECH_PROVIDER_LOCAL: false });
    expect(() => loadConfig({ SPEECH_PROVIDER: 'openai' })).toThrow(/SPEECH_API_KEY/);
    expect(() => loadConfig({ SPEECH_PROVIDER: 'whisper-cpp' })).toThrow(/SPEECH_API_URL is required/);
    expect(() => loadConfig({ SPEECH_PROVIDER: 'azure', SPEECH_API_KEY: 'k' })).toThrow(/AZURE_SPEECH_REGION/);
    expect(() => loadConfig({ SPEECH_PROVIDER: 'whisper' })).toThrow(/SPEECH_PROVIDER/);
    const local = loadConfig({
      SPEECH_PROVIDER: 'whisper-cpp',
      SPEECH_API_URL: 'http://127.0.0.1:8080',
      SPEECH_PROVIDER_LOCAL: 'true',
    });
    expect(local).toMatchObject({ SPEECH_PROVIDER: 'whisper-cpp', SPEECH_PROVIDER_LOCAL: true });
  });
});
