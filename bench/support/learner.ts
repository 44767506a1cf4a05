import type { RunningServer } from '../../apps/server/src/server';
import { users } from '../../apps/server/src/db/schema';

/**
 * A verified learner for authenticated scenarios: inserted directly (the benchmark measures
 * the lesson calls, not sign-up), with a token from the server's own signer.
 */
export async function createBenchLearner(server: RunningServer): Promise<Record<string, string>> {
  const username = `bench${Date.now().toString(36)}`;
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({
      email: `${username}@example.test`,
      username,
      passwordHash: 'bench-user-without-password',
      emailVerified: true,
    })
    .returning();
  if (!user) throw new Error('could not create the benchmark learner');
  const { sessionId } = await server.services.refreshTokens.start(user.id);
  return { authorization: `Bearer ${await server.services.tokens.sign(user, { sessionId })}` };
}
