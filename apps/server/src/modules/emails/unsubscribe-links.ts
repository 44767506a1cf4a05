import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '@hadal/domain';
import { z } from 'zod';

const VERSION = 'u1';
const claimsSchema = z.object({
  u: z.number().int().positive(),
  p: z.enum(EMAIL_PREFERENCE_KEYS),
  n: z.string().min(8).max(64),
});

export interface UnsubscribeClaims {
  userId: number;
  preference: EmailPreferenceKey;
}

/**
 * Signed, per-preference unsubscribe tokens: `u1.<claims>.<HMAC-SHA256>`, the claims naming the
 * account and the one preference the link turns off, with a random nonce. The key is derived from
 * the server secret (the same on every process). A signature proves the link is ours; the emails
 * module also records each token (hashed) so it works once and expires.
 */
export function createUnsubscribeSigner(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('hadal unsubscribe links v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(`${VERSION}.${body}`).digest();

  return {
    sign(claims: UnsubscribeClaims): string {
      const body = Buffer.from(
        JSON.stringify({ u: claims.userId, p: claims.preference, n: randomBytes(16).toString('base64url') }),
      ).toString('base64url');
      return `${VERSION}.${body}.${sign(body).toString('base64url')}`;
    },

    /** The claims of a token signed with our key; null for anything else (tampered, truncated, foreign). */
    verify(token: string): UnsubscribeClaims | null {
      const [version, body, signature, ...rest] = token.split('.');
      if (version !== VERSION || !body || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
        return parsed.success ? { userId: parsed.data.u, preference: parsed.data.p } : null;
      } catch {
        return null;
      }
    },
  };
}
export type UnsubscribeSigner = ReturnType<typeof createUnsubscribeSigner>;
