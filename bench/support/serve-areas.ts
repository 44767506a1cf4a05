/**
 * Hadal for the areas benchmark, in its own process: learners with review items and a dynamic
 * lesson session each, parents with children, an administrator, support tickets. Seeds through
 * Hadal's own API (app.inject) where a call exists, directly where the benchmark would only
 * measure sign-up. The speech recogniser is the bench's fake (SPEECH_* from areas.ts). Prints one
 * JSON line.
 */
import { randomBytes } from 'node:crypto';
import { tickets, users } from '../../apps/server/src/db/schema';
import type { RunningServer } from '../../apps/server/src/server';
import { loadProductionBuild } from './production-build';
import { seedLearners } from './seed';

const { loadConfig, silentLogger, startServer } = await loadProductionBuild();
const server = await startServer(loadConfig(process.env), silentLogger);
await server.services.content.activate('bench-200');
const count = Number(process.env.BENCH_LEARNERS ?? 100);

async function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await server.app.inject({ method, url, headers: { authorization: token }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as unknown;
}

async function tokenFor(s: RunningServer, user: typeof users.$inferSelect) {
  const { sessionId } = await s.services.refreshTokens.start(user.id);
  return `Bearer ${await s.services.tokens.sign(user, { sessionId })}`;
}

// Learners who passed lessons, each with the lessons' words in review.
const learners = await seedLearners(server, count, 4);
const reviewItems: number[][] = [];
for (const token of learners.tokens) {
  for (const lesson of learners.lessonIds.slice(0, 3)) await call(token, 'POST', `/api/review/populate/${lesson}`);
  const items = (await call(token, 'GET', '/api/review/items?limit=50&include_recent=true')) as { id: number }[];
  reviewItems.push(items.map((i) => i.id));
}

// A dynamic lesson per learner (the built-in composer) with a session started, as the page does.
const dynamicSessions: number[] = [];
for (const token of learners.tokens) {
  const lesson = (await call(token, 'POST', '/api/dynamic-lessons/generate', { scenario: '', difficulty: 'A1' })) as {
    id: number;
  };
  const session = (await call(token, 'POST', `/api/dynamic-lessons/sessions/${lesson.id}`)) as { id: number };
  dynamicSessions.push(session.id);
}

// The first pronunciation exercise of the active bundle.
const bundle = await server.services.content.activeBundle();
const speaking = bundle.lessons
  .map((l) => ({ lesson: l, exercise: l.exercises.find((e) => e.type === 'pronunciation') }))
  .find((x) => x.exercise);
if (!speaking) throw new Error('the benchmark bundle has no pronunciation exercise');
const pronunciation = { lessonId: speaking.lesson.stable_id, exerciseId: speaking.exercise!.id };

// Parents with two children each, created through the API as a parent does.
const tag = randomBytes(3).toString('hex');
const parentTokens: string[] = [];
for (let p = 0; p < Math.max(5, Math.floor(count / 4)); p += 1) {
  const [parent] = await server.database.db
    .insert(users)
    .values({
      email: `parent${tag}${p}@example.test`,
      username: `parent${tag}${p}`,
      passwordHash: 'bench-without-password',
      emailVerified: true,
      isParent: true,
    })
    .returning();
  const token = await tokenFor(server, parent!);
  for (const c of [1, 2])
    await call(token, 'POST', '/api/children', {
      name: `Child ${c}`,
      username: `kid${tag}${p}x${c}`,
      age: 8 + c,
      password: `Bench-child-${tag}-${c}!`,
    });
  parentTokens.push(token);
}

// An administrator and a support inbox with tickets.
const [admin] = await server.database.db
  .insert(users)
  .values({
    email: `admin${tag}@example.test`,
    username: `admin${tag}`,
    passwordHash: 'bench-without-password',
    emailVerified: true,
    isAdmin: true,
  })
  .returning();
// Administrators hold a second factor (ADMIN_REQUIRE_MFA): this one gets a fixed TOTP secret.
await server.services.mfa.enableWithSecret(admin!.id, 'ONSWG4TFORZWK3DFMN2GK43UONSWG4TF');
const adminToken = await tokenFor(server, admin!);
await server.database.db.insert(tickets).values(
  Array.from({ length: 300 }, (_, i) => ({
    subject: `Question ${i} about lessons`,
    customerEmail: `customer${i % 60}@example.test`,
    status: (['open', 'pending', 'closed'] as const)[i % 3]!,
  })),
);

process.stdout.write(
  `${JSON.stringify({
    url: server.url,
    pid: process.pid,
    learnerTokens: learners.tokens,
    reviewItems,
    dynamicSessions,
    pronunciation,
    parentTokens,
    adminToken,
  })}\n`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
