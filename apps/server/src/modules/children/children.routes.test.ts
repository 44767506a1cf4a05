import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COMPLEXITY_MESSAGE } from '@hadal/domain';
import { lessonProgress, lessonXpLedger, refreshTokens, users } from '@/db/schema';
import { FIXTURE_LESSONS, registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { authHeader, createUser, signInThroughApi } from '@test/helpers/factories';
import { childViewSession, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { CHILD_EMAIL_TAKEN, CHILD_NOT_FOUND, CHILD_USERNAME_TAKEN } from './children.service';

let ctx: TestContext;
const PASSWORD = 'Hodan-Pass1!';
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerFixtureBundle(ctx);
});

const uniqueName = (prefix = 'kid') => `${prefix}${(seq += 1)}${randomUUID().slice(0, 6)}`;

function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: headers as Record<string, string>, payload });
}

async function addChild(headers: object, overrides: Record<string, unknown> = {}) {
  const body = { name: 'Hodan', username: uniqueName(), password: PASSWORD, ...overrides };
  const res = await call('POST', '/children', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; username: string; age: number | null; email: string | null };
}

async function rowCount(table: typeof lessonProgress | typeof lessonXpLedger | typeof refreshTokens, userId: number) {
  return (await ctx.db.select().from(table).where(eq(table.userId, userId))).length;
}

describe('POST /api/children', () => {
  it('creates a child account of the parent, with no email and no verification needed', async () => {
    const { user: parent, headers } = await createParent(ctx);
    const username = uniqueName();
    const res = await call('POST', '/children', headers, { name: ' Hodan ', username, age: 9, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Hodan', username, age: 9, email: null, parent_id: parent.id });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row).toMatchObject({ isChild: true, isParent: false, parentId: parent.id });
    expect(row?.passwordHash).not.toContain(PASSWORD);
    // The child signs in at once with its username: no verification step.
    expect((await signInThroughApi(ctx, username, PASSWORD)).statusCode).toBe(200);
  });

  it('accepts the form shapes of the spec: age as text, blank age and email', async () => {
    const { headers } = await createParent(ctx);
    expect((await addChild(headers, { age: '12', email: '' })).age).toBe(12);
    const blank = await addChild(headers, { age: '', email: '' });
    expect(blank).toMatchObject({ age: null, email: null });
  });

  it('keeps usernames unique across all accounts, whatever the case, and never another account email', async () => {
    const { headers } = await createParent(ctx);
    const adult = await createUser(ctx);
    const taken = await call('POST', '/children', headers, {
      name: 'Hodan',
      username: adult.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(CHILD_USERNAME_TAKEN);
    const child = await addChild(headers);
    const again = await call('POST', '/children', headers, {
      name: 'Other',
      username: child.username,
      password: PASSWORD,
    });
    expect(again.json().detail).toBe(CHILD_USERNAME_TAKEN);
    const email = await call('POST', '/children', headers, {
      name: 'Hodan',
      username: uniqueName(),
      email: adult.email!.toUpperCase(),
      password: PASSWORD,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().detail).toBe(CHILD_EMAIL_TAKEN);
  });

  it('answers 422 with a detail for a bad form, and writes nothing', async () => {
    const { user: parent, headers } = await createParent(ctx);
    const bad = [
      [{ name: 'Hodan', username: uniqueName(), password: 'weakpass' }, PASSWORD_COMPLEXITY_MESSAGE],
      [{ name: 'Hodan', username: uniqueName(), password: PASSWORD, age: 0 }, 'Age must be between 1 and 18'],
      [{ name: 'Hodan', username: uniqueName(), password: PASSWORD, age: 19 }, 'Age must be between 1 and 18'],
      [{ username: uniqueName(), password: PASSWORD }, 'Please fill in all required fields'],
      [{ name: 'Hodan', username: 'a@b.co', password: PASSWORD }, 'Username cannot contain @'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call('POST', '/children', headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().detail).toContain(message);
    }
    const list = await call('GET', '/children', headers);
    expect(list.json()).toEqual([]);
    expect((await ctx.db.select().from(users).where(eq(users.parentId, parent.id))).length).toBe(0);
  });
});

describe('GET /api/children and /api/children/{id}', () => {
  it("lists only the parent's own children, oldest first", async () => {
    const a = await createParent(ctx);
    const b = await createParent(ctx);
    const first = await addChild(a.headers, { name: 'First' });
    const second = await addChild(a.headers, { name: 'Second' });
    await addChild(b.headers, { name: 'Not mine' });
    const list = (await call('GET', '/children', a.headers)).json() as { id: number }[];
    expect(list.map((c) => c.id)).toEqual([first.id, second.id]);
    const one = await call('GET', `/children/${second.id}`, a.headers);
    expect(one.json()).toMatchObject({ id: second.id, name: 'Second' });
    expect((await call('GET', '/children/abc', a.headers)).statusCode).toBe(422);
    expect((await call('GET', '/children/999999', a.headers)).json()).toEqual({ detail: CHILD_NOT_FOUND });
  });
});

describe('PUT /api/children/{id}', () => {
  it('edits the profile; a blank password keeps the current one', async () => {
    const { headers } = await createParent(ctx);
    const child = await addChild(headers, { age: 9, email: 'kid-edit@example.test' });
    const username = uniqueName('renamed');
    const res = await call('PUT', `/children/${child.id}`, headers, {
      name: 'Hodan Ali',
      username,
      age: '',
      email: '',
      password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Hodan Ali', username, age: null, email: null });
    expect((await signInThroughApi(ctx, username, PASSWORD)).statusCode).toBe(200);
  });

  it('sets a new password (also with PATCH) and signs the child out of its sessions', async () => {
    const { headers } = await createParent(ctx);
    const child = await addChild(headers);
    const before = (await signInThroughApi(ctx, child.username, PASSWORD)).json();
    const res = await call('PATCH', `/children/${child.id}`, headers, { password: 'Cusub-Pass2?' });
    expect(res.statusCode).toBe(200);
    expect((await signInThroughApi(ctx, child.username, PASSWORD)).statusCode).toBe(401);
    expect((await signInThroughApi(ctx, child.username, 'Cusub-Pass2?')).statusCode).toBe(200);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: before.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses a username another account holds and a weak password, changing nothing', async () => {
    const { headers } = await createParent(ctx);
    const child = await addChild(headers, { name: 'Keep' });
    const other = await addChild(headers);
    const taken = await call('PUT', `/children/${child.id}`, headers, { name: 'Changed', username: other.username });
    expect(taken.statusCode).toBe(409);
    const weak = await call('PUT', `/children/${child.id}`, headers, { name: 'Changed', password: 'weak' });
    expect(weak.statusCode).toBe(422);
    expect((await call('GET', `/children/${child.id}`, headers)).json()).toMatchObject({ name: 'Keep' });
  });
});

describe('dashboard, progress and reset', () => {
  async function childWithProgress() {
    const parent = await createParent(ctx);
    const child = await addChild(parent.headers);
    const session = await childViewSession(ctx, parent.headers, child.id);
    const done = await call('PUT', `/lessons/progress/food-one`, session.headers, {
      progress_percentage: 100,
      completed: true,
      xp_earned: 20,
      attempt_id: randomUUID(),
    });
    expect(done.statusCode).toBe(200);
    ctx.clock.advance(60_000);
    await call('PUT', `/lessons/progress/food-two`, session.headers, { progress_percentage: 40 });
    return { parent, child };
  }

  it('shows each child with lessons completed, XP, last activity and the lessons available', async () => {
    const { parent, child } = await childWithProgress();
    const fresh = await addChild(parent.headers, { name: 'Fresh' });
    const res = await call('GET', '/children/dashboard', parent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_lessons_available: FIXTURE_LESSONS.length,
      children: [
        {
          child_id: child.id,
          child_name: 'Hodan',
          username: child.username,
          age: null,
          lessons_completed: 1,
          xp_points: 20,
          last_activity: ctx.clock.now().toISOString(),
        },
        {
          child_id: fresh.id,
          child_name: 'Fresh',
          username: fresh.username,
          age: null,
          lessons_completed: 0,
          xp_points: 0,
          last_activity: null,
        },
      ],
    });
  });

  it("answers the child's progress entries and resets them with its XP", async () => {
    const { parent, child } = await childWithProgress();
    const progress = await call('GET', `/children/${child.id}/progress`, parent.headers);
    expect(progress.json()).toEqual(
      expect.arrayContaining([
        { lesson_stable_id: 'food-one', completed: true, skipped: false, progress_percentage: 100 },
        { lesson_stable_id: 'food-two', completed: false, skipped: false, progress_percentage: 40 },
      ]),
    );
    const reset = await call('POST', `/children/${child.id}/reset-progress`, parent.headers);
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', `/children/${child.id}/progress`, parent.headers)).json()).toEqual([]);
    const [entry] = (await call('GET', '/children/dashboard', parent.headers)).json().children;
    expect(entry).toMatchObject({ lessons_completed: 0, xp_points: 0, last_activity: null });
    expect(await rowCount(lessonXpLedger, child.id)).toBe(0);
  });

  it("deletes a child with its progress, XP ledger and sessions; the parent's own account stays", async () => {
    const { parent, child } = await childWithProgress();
    await signInThroughApi(ctx, child.username, PASSWORD);
    expect(await rowCount(refreshTokens, child.id)).toBeGreaterThan(0);
    const res = await call('DELETE', `/children/${child.id}`, parent.headers);
    expect(res.statusCode).toBe(200);
    expect(await rowCount(lessonProgress, child.id)).toBe(0);
    expect(await rowCount(lessonXpLedger, child.id)).toBe(0);
    expect(await rowCount(refreshTokens, child.id)).toBe(0);
    expect((await call('GET', `/children/${child.id}`, parent.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/children/${child.id}`, parent.headers)).statusCode).toBe(404);
    expect((await call('GET', '/auth/profile', await authHeader(ctx, parent.user))).statusCode).toBe(200);
  });
});
