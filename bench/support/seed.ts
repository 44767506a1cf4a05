import { lessonProgress, users } from '../../apps/server/src/db/schema';
import type { RunningServer } from '../../apps/server/src/server';

export interface SeededLearners {
  /** One bearer header value per learner. */
  tokens: string[];
  /** Stable ids of the active bundle's lessons, in lesson order. */
  lessonIds: string[];
}

/**
 * Learners signed in with their own tokens, each with progress on the first lessons (a learner
 * who has worked through `progressPerLearner` lessons): 500 × 20 = 10,000 progress rows by default.
 * Inserted directly: the benchmark measures the learners' calls, not sign-up.
 */
export async function seedLearners(
  server: RunningServer,
  count: number,
  progressPerLearner: number,
): Promise<SeededLearners> {
  const { db } = server.database;
  const bundle = await server.services.content.activeBundle();
  const lessonIds = bundle.lessons.map((l) => l.stable_id);
  const tag = Date.now().toString(36);
  const created = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, k) => {
      const username = `bench${tag}n${start + k}`;
      return {
        email: `${username}@example.test`,
        username,
        passwordHash: 'bench-without-password',
        emailVerified: true,
      };
    });
    created.push(...(await db.insert(users).values(batch).returning()));
  }
  const now = new Date();
  const rows = created.flatMap((user) =>
    lessonIds.slice(0, progressPerLearner).map((lessonStableId, i) => ({
      userId: user.id,
      lessonStableId,
      // Every lesson but the last one of each learner passed; the last one under way.
      progressPercentage: i === progressPerLearner - 1 ? 40 : 100,
      completed: i !== progressPerLearner - 1,
      completedAt: i !== progressPerLearner - 1 ? now : null,
      xpEarned: i !== progressPerLearner - 1 ? 10 : 0,
    })),
  );
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(lessonProgress).values(rows.slice(start, start + 1000));
  const tokens: string[] = [];
  for (const user of created) {
    const { sessionId } = await server.services.refreshTokens.start(user.id);
    tokens.push(`Bearer ${await server.services.tokens.sign(user, { sessionId })}`);
  }
  return { tokens, lessonIds };
}
