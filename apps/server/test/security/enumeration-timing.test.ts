import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { EMAIL_TAKEN_MESSAGE, LOGIN_FAILED_MESSAGE } from '@/modules/auth/auth.service';
import { PASSWORD_RESET_ANSWER, RESEND_VERIFICATION_ANSWER } from '@/modules/emails/emails.service';
import { hashPassword } from '@/modules/users';
import { createUser } from '@test/helpers/factories';
import { createTestApp } from '@test/helpers/test-app';
import { alike, compareTimings, type Answer } from '@test/helpers/timing';

/** Counts every argon2 hash and verify the server runs (the real functions still do the work). */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

/**
 * The answers that must not tell whether an account exists (spec 02 §2 "never reveals whether the
 * account exists"; one login failure message, spec 01 §10): byte-identical answers, the same work
 * (counted), and the same time (measured, ≥ 30 interleaved requests of each kind, medians compared
 * generously so a loaded machine never fails it while a skipped password hash still does).
 */
const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer, env: { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000' } });
const ROUNDS = 32;
const PASSWORD = 'Known-Pass1!x';
const passwordHash = await hashPassword(PASSWORD);
let ip = 0;
/** Each request from its own address: the per-address throttles never answer instead. */
const nextIp = () => `10.${(ip += 1) >> 16}.${(ip >> 8) & 255}.${ip & 255}`;
let seq = 0;
const unknownEmail = () => `nobody${(seq += 1)}-${Date.now()}@nowhere.test`;

const login = (username: string): Promise<Answer> =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'Wrong-Pass1!x' }).toString(),
  });
const mail = (path: string, email: string): Promise<Answer> =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/emails/${path}?email=${encodeURIComponent(email)}`,
    remoteAddress: nextIp(),
  });

/** The argon2 calls and users-table reads one request makes, and whether it sent mail inline. */
async function work(request: () => Promise<Answer>) {
  const hash = vi.mocked(argon2.hash);
  const verify = vi.mocked(argon2.verify);
  hash.mockClear();
  verify.mockClear();
  const sent = mailer.sent.length;
  const answer = await request();
  return {
    answer,
    hashes: hash.mock.calls.length,
    verifies: verify.mock.calls.length,
    mailedInline: mailer.sent.length - sent,
  };
}

describe('login: a known account with a wrong password, and an unknown one', () => {
  it('answers the same bytes after one password verification each', async () => {
    await login(unknownEmail()); // the dummy hash is made once, on first use
    const user = await createUser(ctx, { passwordHash });
    const known = await work(() => login(user.email!));
    const unknown = await work(() => login(unknownEmail()));
    expect(known.answer.statusCode).toBe(401);
    expect(known.answer.json()).toEqual({ detail: LOGIN_FAILED_MESSAGE });
    expect(alike(known.answer, unknown.answer)).toBe(true);
    expect([known.verifies, known.hashes]).toEqual([1, 0]);
    expect([unknown.verifies, unknown.hashes]).toEqual([1, 0]);
  });

  it('takes the same time (medians of interleaved requests)', async () => {
    const users = await Promise.all(Array.from({ length: ROUNDS }, () => createUser(ctx, { passwordHash })));
    const result = await compareTimings(
      ROUNDS,
      (i) => login(users[i]!.email!),
      () => login(unknownEmail()),
    );
    expect(result.answersAlike, result.summary).toBe(true);
    expect(result.equal, result.summary).toBe(true);
  });
});

describe.each([
  { path: 'request-password-reset', answer: PASSWORD_RESET_ANSWER, verified: true },
  { path: 'resend-verification', answer: RESEND_VERIFICATION_ANSWER, verified: false },
])('$path: a known address and an unknown one', ({ path, answer, verified }) => {
  it('answers the same bytes, only queues the address (no lookup, no hash, no mail on the request)', async () => {
    const user = await createUser(ctx, { passwordHash, emailVerified: verified });
    const lookups = vi.spyOn(ctx.db, 'select');
    const known = await work(() => mail(path, user.email!));
    const unknown = await work(() => mail(path, unknownEmail()));
    expect(lookups).not.toHaveBeenCalled();
    lookups.mockRestore();
    expect(known.answer.json()).toEqual({ detail: answer });
    expect(alike(known.answer, unknown.answer)).toBe(true);
    for (const w of [known, unknown]) expect([w.hashes, w.verifies, w.mailedInline]).toEqual([0, 0, 0]);
    // The worker looks the address up afterwards: only the account holder gets mail.
    await ctx.services.jobs.drain();
    expect(mailer.lastTo(user.email!)).toBeDefined();
  });

  it('takes the same time (medians of interleaved requests)', async () => {
    const users = await Promise.all(
      Array.from({ length: ROUNDS }, () => createUser(ctx, { passwordHash, emailVerified: verified })),
    );
    const result = await compareTimings(
      ROUNDS,
      (i) => mail(path, users[i]!.email!),
      () => mail(path, unknownEmail()),
    );
    expect(result.answersAlike, result.summary).toBe(true);
    expect(result.equal, result.summary).toBe(true);
  });
});

/**
 * Registration is not enumeration-safe by the spec: a taken address answers 409 'An account with
 * this email already exists' (the register form shows the server's detail; spec 01 §10 words the
 * same collision for social sign-in), so its timing hides nothing. What is checked: the refusal
 * writes nothing and hashes nothing, and a new address is hashed once.
 */
describe('register: a taken address and a new one', () => {
  const register = (email: string) =>
    work(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextIp(),
        payload: { email, username: `user-${(seq += 1)}`, password: 'Another-Pass7?z', is_parent: false },
      }),
    );

  it('answers 409 with the spec detail for a taken address, 201 for a new one', async () => {
    const user = await createUser(ctx, { passwordHash });
    const taken = await register(user.email!);
    expect(taken.answer.statusCode).toBe(409);
    expect(taken.answer.json()).toEqual({ detail: EMAIL_TAKEN_MESSAGE });
    expect([taken.hashes, taken.mailedInline]).toEqual([0, 0]);
    const fresh = await register(unknownEmail());
    expect(fresh.answer.statusCode).toBe(201);
    expect([fresh.hashes, fresh.mailedInline]).toEqual([1, 0]);
  });
});
