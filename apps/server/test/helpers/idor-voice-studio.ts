import { eq } from 'drizzle-orm';
import { audioKeyOrUndefined } from '@hadal/domain';
import { users } from '@/db/schema';
import { authHeader, createUser } from './factories';
import type { IdorCase, Target } from './idor-records';
import { audioForm, toneWav } from './voice-audio';
import type { World } from './idor-world';

/** A line of the active bundle: the first vocabulary item that has an audio key. */
async function courseKey(w: World): Promise<string> {
  const bundle = await w.ctx.services.content.activeBundle();
  for (const lesson of bundle.lessons)
    for (const item of lesson.vocabulary_items) {
      const key = audioKeyOrUndefined(item.somali);
      if (key && (await w.ctx.services.content.audioText(key))) return key;
    }
  throw new Error('no course line in the active bundle');
}

/**
 * Voice-studio calls at a pending recording of a contributor outside the sweep's callers: only an
 * administrator reviews it. B is made a contributor first, so a contributor who does not own the
 * recording is among those refused (404), beside the callers who are not contributors (403).
 */
export const voiceStudio = (method: Target['method'], suffix: '/audio' | '/approve' | '/reject'): IdorCase => ({
  scope: 'owned',
  owner: 'admin',
  make: async (w) => {
    const n = w.next();
    const contributor = await createUser(w.ctx, {
      name: `Voice Secret${n}`,
      username: `voice-secret-${n}`,
      isVoiceContributor: true,
    });
    await w.ctx.db.update(users).set({ isVoiceContributor: true }).where(eq(users.id, w.callers.B.user.id));
    w.ctx.adapters.changes.publish({ accounts: [w.callers.B.user.id] });
    const form = audioForm(toneWav());
    const made = await w.ctx.app.inject({
      method: 'PUT',
      url: `/api/voice-studio/recordings/${await courseKey(w)}`,
      headers: { ...(await authHeader(w.ctx, contributor)), 'content-type': form.contentType },
      payload: form.payload,
    });
    if (made.statusCode !== 200) throw new Error(`recording for the sweep: ${made.statusCode} ${made.body}`);
    const { id } = made.json() as { id: number };
    return { method, url: `/api/voice-studio/recordings/${id}${suffix}`, secrets: [contributor.name!], ownerIds: [] };
  },
});
