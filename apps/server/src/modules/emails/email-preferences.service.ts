import {
  EMAIL_PREFERENCE_LABELS,
  applyPreferenceChange,
  canTurnOff,
  type EmailPreferences,
  type EmailPreferencesUpdate,
  type UnsubscribeResponse,
} from '@hadal/domain';
import type { Db } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { BadRequest } from '@/lib/errors';
import { lockPreferences, readPreferences, writePreferences } from './email-preferences.queries';
import type { UnsubscribeSigner } from './unsubscribe-links';
import type { VerificationTokens } from './verification-tokens';

export const UNSUBSCRIBE_INVALID_LINK =
  'This unsubscribe link is not valid. Please use the link provided in your email.';
export const UNSUBSCRIBE_USED_OR_EXPIRED = 'This unsubscribe link has expired or has already been used.';
export const UNSUBSCRIBE_NO_TOKEN = 'No unsubscribe token was given. Please use the link provided in your email.';

/** GET and PUT /emails/preferences, and POST /emails/unsubscribe (spec 02 §7). */
export function createEmailPreferences(deps: {
  db: Db;
  clock: Clock;
  tokens: VerificationTokens;
  signer: UnsubscribeSigner;
}) {
  const { db, clock, tokens, signer } = deps;

  return {
    get: (userId: number): Promise<EmailPreferences> => readPreferences(db, userId),

    /** A partial change, applied whole or not at all; turning security notifications off answers 400. */
    async update(userId: number, change: EmailPreferencesUpdate): Promise<EmailPreferences> {
      return db.transaction(async (tx) => {
        const { preferences } = await lockPreferences(tx, userId, clock.now());
        const result = applyPreferenceChange(preferences, change);
        if (!result.ok) throw new BadRequest(result.message);
        await writePreferences(tx, userId, result.preferences, clock.now());
        return result.preferences;
      });
    },

    /**
     * Turns off the one preference a signed link names. The link works once: the token is used up
     * in the same transaction that changes the preference.
     */
    async unsubscribe(token: string | undefined): Promise<UnsubscribeResponse> {
      if (!token) throw new BadRequest(UNSUBSCRIBE_NO_TOKEN);
      const claims = signer.verify(token);
      if (!claims || !canTurnOff(claims.preference)) throw new BadRequest(UNSUBSCRIBE_INVALID_LINK);
      const label = EMAIL_PREFERENCE_LABELS[claims.preference];
      await db.transaction(async (tx) => {
        const used = await tokens.consume(token, 'unsubscribe', tx);
        if (!used || used.userId !== claims.userId || used.target !== claims.preference) {
          throw new BadRequest(UNSUBSCRIBE_USED_OR_EXPIRED);
        }
        const { preferences } = await lockPreferences(tx, claims.userId, clock.now());
        await writePreferences(tx, claims.userId, { ...preferences, [claims.preference]: false }, clock.now());
      });
      return {
        message: `You have been unsubscribed. You will no longer receive ${label.toLowerCase()} from Hadal.`,
        preference_label: label,
      };
    },
  };
}
export type EmailPreferencesService = ReturnType<typeof createEmailPreferences>;
