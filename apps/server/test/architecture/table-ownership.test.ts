import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';

/**
 * One owner per table: only the owning module (or adapter) reads and writes it; every other
 * module calls the owner's index.ts. A new table gets its owner here.
 */
const OWNERS: Record<string, string> = {
  users: 'modules/users',
  refreshTokens: 'modules/sessions',
  verificationTokens: 'modules/emails',
  sessions: 'modules/sessions',
  bundles: 'modules/content',
  lessons: 'modules/content',
  stories: 'modules/content',
  storyProgress: 'modules/stories',
  lessonProgress: 'modules/progress',
  lessonXpLedger: 'modules/progress',
  lessonFeedback: 'modules/lessons',
  reviewItems: 'modules/review',
  reviewLog: 'modules/review',
  rateLimitCounters: 'adapters/rate-limit',
  usedCaptchaPayloads: 'adapters/captcha',
  jobs: 'adapters/jobs',
  emailPreferences: 'modules/emails',
  profileSettings: 'modules/profile',
  placementTests: 'modules/placement',
  invites: 'modules/invites',
  inviteUses: 'modules/invites',
  waitlistEntries: 'modules/invites',
  registrationSettings: 'modules/invites',
  auditLog: 'modules/audit',
  aiUsageLimits: 'modules/ai-usage',
  aiUsageCounters: 'modules/ai-usage',
  mfaSecrets: 'modules/mfa',
  mfaUsedCodes: 'modules/mfa',
  mfaBackupCodes: 'modules/mfa',
  mfaTrustedDevices: 'modules/mfa',
  mfaPasskeys: 'modules/mfa',
  mfaChallenges: 'modules/mfa',
  tickets: 'modules/support',
  ticketMessages: 'modules/support',
  dynamicLessons: 'modules/dynamic-lessons',
  dynamicLessonSessions: 'modules/dynamic-lessons',
  dynamicLessonAudio: 'modules/dynamic-lessons',
  socialIdentities: 'modules/social',
  socialLoginStates: 'modules/social',
  familyVoiceRecordings: 'modules/family-voice',
  voiceStudioRecordings: 'modules/voice-studio',
  audioPlayCounts: 'modules/audio',
};

const SRC = path.join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'db' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('.fixtures.') ? [full] : [];
  });
}

/** Value names a file imports from the schema (type-only imports do not touch a table). */
function tablesImported(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']*db\/schema(?:\/\w+)?'/g)) {
    if (m[1]) continue;
    for (const part of (m[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names.filter((n) => n in OWNERS);
}

describe('table ownership', () => {
  it('names an owner for every table of the schema', () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    expect(tables).toEqual(Object.keys(OWNERS).sort());
  });

  it('lets only the owner import a table', () => {
    const trespass: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = path.relative(SRC, file);
      for (const table of tablesImported(file)) {
        if (!rel.startsWith(`${OWNERS[table]}/`)) trespass.push(`${rel} uses ${table} (owner: ${OWNERS[table]})`);
      }
    }
    expect(trespass).toEqual([]);
  });
});

/**
 * The writes of the users table that modules/users offers. Each process caches account rows
 * (modules/sessions account-cache.ts), so whoever calls one of these does it in a unit of work
 * (db/unit-of-work.ts) and marks the account written (`wrote.account(id)`): the unit publishes it
 * on the change feed once committed.
 */
const ACCOUNT_WRITES = [
  'addXpAndSetStreak',
  'deleteAccount',
  'deleteChildOfParent',
  'ensureBootstrapAdmin',
  'markEmailVerified',
  'moveChildTo',
  'recordActivity',
  'renameUser',
  'resetLearnerXp',
  'setPasswordHash',
  'updateChildOfParent',
  'updateUser',
];

function namesImportedFrom(text: string, from: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']*)'/g)) {
    if (m[1] || m[3] !== from) continue;
    for (const part of (m[2] ?? '').split(',')) names.push(part.trim().split(/\s+as\s+/)[0]!);
  }
  return names;
}

describe('writes of an account', () => {
  it('are all listed: every function of modules/users that updates or deletes a row is an account write', () => {
    const unlisted: string[] = [];
    for (const file of sourceFiles(path.join(SRC, 'modules/users'))) {
      const text = readFileSync(file, 'utf8');
      for (const fn of text.split(/(?=export async function )/).slice(1)) {
        const name = /^export async function (\w+)/.exec(fn)?.[1];
        if (name && /\.(update|delete)\(users\)/.test(fn) && !ACCOUNT_WRITES.includes(name)) unlisted.push(name);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('are marked in their unit of work, in every file that makes one', () => {
    const silent: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = path.relative(SRC, file);
      if (rel.startsWith('modules/users/')) continue;
      const text = readFileSync(file, 'utf8');
      const writes = namesImportedFrom(text, '@/modules/users').filter((n) => ACCOUNT_WRITES.includes(n));
      if (writes.length > 0 && !/wrote\.account\(/.test(text)) silent.push(`${rel}: ${writes.join(', ')}`);
    }
    expect(silent).toEqual([]);
  });
});
