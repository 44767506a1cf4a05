import type { UserRow } from '@/db/schema';
import { totpCodeAt } from '@/modules/mfa';
import { authHeader } from './factories';
import type { TestContext } from './test-app';

/** The code an authenticator app shows for `secret` at the test clock's now (plus `offsetMs`). */
export function codeNow(ctx: TestContext, secret: string, offsetMs = 0): string {
  return totpCodeAt(secret, ctx.clock.now().getTime() + offsetMs);
}

/** Sets up and enables two-factor authentication through the API; moves the clock past the used step. */
export async function enableMfa(ctx: TestContext, user: UserRow) {
  const headers = await authHeader(ctx, user);
  const setup = await ctx.app.inject({ method: 'POST', url: '/api/mfa/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}`);
  const { secret_key: secret, backup_codes: backupCodes } = setup.json() as {
    secret_key: string;
    backup_codes: string[];
  };
  const enable = await ctx.app.inject({
    method: 'POST',
    url: '/api/mfa/enable',
    headers,
    payload: { code: codeNow(ctx, secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`enable answered ${enable.statusCode}`);
  ctx.clock.advance(30_000);
  return { secret, backupCodes, headers };
}
