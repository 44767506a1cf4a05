import type { users } from '@/db/schema';
import { authHeader, createUser } from '@test/helpers/factories';
import type { TestContext } from '@test/helpers/test-app';

/** A verified administrator and its authorization header. */
export async function createAdmin(ctx: TestContext, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(ctx, { isAdmin: true, ...overrides });
  return { user, headers: await authHeader(ctx, user) };
}

/** One call of the API with a JSON body. */
export function call(
  ctx: TestContext,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
