import { audioKeyOrUndefined } from '@hadal/domain';
import { createChildOf } from './family-factories';
import type { IdorCase, Target } from './idor-records';
import { audioForm, toneWav } from './voice-audio';
import type { World } from './idor-world';

/** A word of the active bundle: the first vocabulary item that has an audio key. */
async function courseKey(w: World): Promise<string> {
  const bundle = await w.ctx.services.content.activeBundle();
  for (const lesson of bundle.lessons)
    for (const item of lesson.vocabulary_items) {
      const key = audioKeyOrUndefined(item.somali);
      if (key && (await w.ctx.services.content.audioText(key))) return key;
    }
  throw new Error('no course word in the active bundle');
}

/**
 * Family voice calls at a child of A: a recording scoped to it (made by A first, except for PUT),
 * or its word list. Another parent gets 404 (not their child); children, child views, learners
 * and admins 403 (parent-only routes).
 */
export const familyVoice = (method: Target['method'], what: 'recording' | 'words' = 'recording'): IdorCase => ({
  scope: 'owned',
  owner: 'A',
  make: async (w) => {
    const n = w.next();
    const child = await createChildOf(w.ctx, w.callers.A.user, {
      name: `Amina Voice${n}`,
      username: `amina-voice-${n}`,
    });
    if (what === 'words')
      return { method, url: `/api/family-voice/words?child_id=${child.id}`, secrets: [child.name!], ownerIds: [] };
    const key = await courseKey(w);
    const url = `/api/family-voice/recordings/${key}?child_id=${child.id}`;
    const form = audioForm(toneWav());
    if (method !== 'PUT') {
      const made = await w.ctx.app.inject({
        method: 'PUT',
        url,
        headers: { ...w.callers.A.headers, 'content-type': form.contentType },
        payload: form.payload,
      });
      if (made.statusCode !== 200) throw new Error(`recording for the sweep: ${made.statusCode} ${made.body}`);
    }
    return method === 'PUT'
      ? { method, url, payload: form.payload, contentType: form.contentType, secrets: [], ownerIds: [] }
      : { method, url, secrets: [], ownerIds: [] };
  },
});
