import { describe, expect, it } from 'vitest';
import { fakeTts } from '@/modules/dynamic-lessons/dynamic-lessons.fixtures';
import { FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { authHeader, createUser } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp } from '@test/helpers/test-app';
import { audioForm, toneWav } from '@test/helpers/voice-audio';

/**
 * Family voice (issue 45): who may record, who hears a recording, and that it goes with the
 * parent, with its child and on request. Another family, a child, a learner, anonymous callers
 * and guessed keys and ids never reach it.
 */
const ctx = await createTestApp({ env: { CONTENT_DIR: FIXTURE_CONTENT_DIR }, tts: fakeTts });
const KEY = 'soo_dhawoow.wav';
const tone = toneWav();

type Headers = Record<string, string>;
const put = (headers: Headers, url: string, audio = tone) => {
  const form = audioForm(audio);
  return ctx.app.inject({
    method: 'PUT',
    url,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
};
const hear = (headers: Headers, file = KEY) => ctx.app.inject({ method: 'GET', url: `/api/audio/${file}`, headers });

async function family(name: string) {
  const parent = await createParent(ctx, { name });
  const child = await createChildOf(ctx, parent.user, { name: `${name} Child`, username: `${name.toLowerCase()}-kid` });
  const sibling = await createChildOf(ctx, parent.user, { name: `${name} Sib`, username: `${name.toLowerCase()}-sib` });
  return {
    parent,
    child: { user: child, headers: await authHeader(ctx, child) },
    sibling: { user: sibling, headers: await authHeader(ctx, sibling) },
  };
}

describe('family voice', async () => {
  const a = await family('Hodan');
  const b = await family('Faarax');
  const learner = { headers: await authHeader(ctx, await createUser(ctx, { username: 'plain-learner' })) };
  const admin = { headers: await authHeader(ctx, await createUser(ctx, { isAdmin: true, username: 'voice-admin' })) };

  it("a parent records a course word and their children hear it, labelled with the parent's name", async () => {
    const res = await put(a.parent.headers, `/api/family-voice/recordings/${KEY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ audio_key: KEY, child_id: null, somali: 'Soo dhawoow' });
    const viewing = await childViewSession(ctx, a.parent.headers, a.child.user.id);
    for (const who of [a.child.headers, a.sibling.headers, viewing.headers, a.parent.headers]) {
      const heard = await hear(who);
      expect(heard.statusCode).toBe(200);
      expect(heard.headers['x-audio-source']).toBe('family');
      expect(decodeURIComponent(String(heard.headers['x-recorded-by']))).toBe('Hodan');
      expect(heard.headers['content-type']).toBe('audio/mpeg');
      expect(heard.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('everyone else hears the course voice; the public /audio never answers a family recording', async () => {
    const family = (await hear(a.child.headers)).rawPayload;
    for (const who of [b.parent.headers, b.child.headers, learner.headers, admin.headers]) {
      const heard = await hear(who);
      expect(heard.statusCode).toBe(200);
      expect(heard.headers['x-audio-source']).toBe('synthesised');
      expect(heard.headers['x-recorded-by']).toBeUndefined();
      expect(heard.rawPayload.equals(family)).toBe(false);
    }
    for (const headers of [{}, a.child.headers]) {
      const open = await ctx.app.inject({ method: 'GET', url: `/audio/${KEY}`, headers });
      expect(open.headers['x-audio-source']).toBe('synthesised');
      expect(open.rawPayload.equals(family)).toBe(false);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/audio/${KEY}` })).statusCode).toBe(401);
    // The stored file's name cannot be asked for: store keys are not audio keys.
    const guessed = await hear(a.child.headers, 'family-voice%2Fx.mp3');
    expect(guessed.statusCode).toBe(404);
  });

  it('a recording scoped to one child is heard by that child only, before the one for all', async () => {
    const res = await put(
      a.parent.headers,
      `/api/family-voice/recordings/${KEY}?child_id=${a.child.user.id}`,
      toneWav({ frequency: 440 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().child_id).toBe(a.child.user.id);
    const own = await hear(a.child.headers);
    const sib = await hear(a.sibling.headers);
    expect(own.headers['x-audio-source']).toBe('family');
    expect(sib.headers['x-audio-source']).toBe('family');
    expect(own.rawPayload.equals(sib.rawPayload)).toBe(false);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/family-voice/recordings',
      headers: a.parent.headers,
    });
    expect(listed.json().recordings.map((r: { child_id: number | null }) => r.child_id)).toEqual([
      null,
      a.child.user.id,
    ]);
    const listen = await ctx.app.inject({
      method: 'GET',
      url: `/api/family-voice/recordings/${KEY}?child_id=${a.child.user.id}`,
      headers: a.parent.headers,
    });
    expect(listen.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('children, child views, learners, admins and anonymous callers cannot record (403/401)', async () => {
    const viewing = await childViewSession(ctx, a.parent.headers, a.child.user.id);
    for (const who of [a.child.headers, viewing.headers, learner.headers, admin.headers]) {
      const res = await put(who, `/api/family-voice/recordings/${KEY}`);
      expect(res.statusCode, res.body).toBe(403);
      for (const url of ['/api/family-voice/recordings', `/api/family-voice/words?child_id=${a.child.user.id}`])
        expect((await ctx.app.inject({ method: 'GET', url, headers: who })).statusCode).toBe(403);
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/family-voice/recordings/${KEY}`, headers: who });
      expect(del.statusCode).toBe(403);
    }
    expect((await put({}, `/api/family-voice/recordings/${KEY}`)).statusCode).toBe(401);
  });

  it("another family's parent cannot reach, scope to, list or delete family A's recordings", async () => {
    const scoped = await put(b.parent.headers, `/api/family-voice/recordings/${KEY}?child_id=${a.child.user.id}`);
    expect(scoped.statusCode).toBe(404);
    expect(scoped.json().detail).toBe('Child not found');
    const words = await ctx.app.inject({
      method: 'GET',
      url: `/api/family-voice/words?child_id=${a.child.user.id}`,
      headers: b.parent.headers,
    });
    expect(words.statusCode).toBe(404);
    const listen = await ctx.app.inject({
      method: 'GET',
      url: `/api/family-voice/recordings/${KEY}`,
      headers: b.parent.headers,
    });
    expect(listen.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/family-voice/recordings/${KEY}`,
      headers: b.parent.headers,
    });
    expect(del.statusCode).toBe(404);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/family-voice/recordings',
      headers: b.parent.headers,
    });
    expect(listed.json()).toEqual({ recordings: [] });
    expect((await hear(a.child.headers)).headers['x-audio-source']).toBe('family');
  });

  it('only course text can be recorded; bad and silent audio answer 4xx and store nothing', async () => {
    const notCourse = await put(a.parent.headers, '/api/family-voice/recordings/anything_at_all.wav');
    expect(notCourse.statusCode).toBe(404);
    const badKey = await put(a.parent.headers, '/api/family-voice/recordings/..%2Fx.wav');
    expect(badKey.statusCode).toBe(422);
    expect(typeof badKey.json().detail).toBe('string');
    const silent = await put(
      a.parent.headers,
      '/api/family-voice/recordings/iska_warran.wav',
      toneWav({ amplitude: 0 }),
    );
    expect(silent.statusCode).toBe(422);
    expect(silent.json().detail).toMatch(/silent/);
    const garbage = await put(a.parent.headers, '/api/family-voice/recordings/iska_warran.wav', Buffer.from('hello'));
    expect(garbage.statusCode).toBe(415);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/family-voice/recordings',
      headers: a.parent.headers,
    });
    expect(listed.json().recordings.map((r: { audio_key: string }) => r.audio_key)).not.toContain('iska_warran.wav');
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/family-voice/recordings/iska_warran.wav',
      headers: { ...a.parent.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(missing.statusCode).toBe(415);
  });

  it("lists words from the child's lessons with what is recorded", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/family-voice/words?child_id=${a.child.user.id}`,
      headers: a.parent.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.child_name).toBe('Hodan Child');
    expect(body.words.length).toBeGreaterThan(0);
    for (const w of body.words) expect(w.audio_key).toMatch(/^[a-z0-9_]+\.wav$/);
  });

  it('deleting on request brings the course voice back', async () => {
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/family-voice/recordings/${KEY}?child_id=${a.child.user.id}`,
      headers: a.parent.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await hear(a.child.headers)).headers['x-audio-source']).toBe('family');
    await ctx.app.inject({ method: 'DELETE', url: `/api/family-voice/recordings/${KEY}`, headers: a.parent.headers });
    expect((await hear(a.child.headers)).headers['x-audio-source']).toBe('synthesised');
  });

  it('deleting a child deletes the recordings scoped to it, stored bytes included; deleting the parent deletes all', async () => {
    const c = await family('Ayaan');
    await put(c.parent.headers, `/api/family-voice/recordings/${KEY}?child_id=${c.child.user.id}`);
    await put(c.parent.headers, '/api/family-voice/recordings/iska_warran.wav');
    const keys = async () =>
      (await ctx.db.query.familyVoiceRecordings.findMany()).filter((r) => r.parentId === c.parent.user.id);
    const [scoped, forAll] = [
      (await keys()).find((r) => r.childId === c.child.user.id)!,
      (await keys()).find((r) => r.childId === null)!,
    ];
    expect(await ctx.adapters.audioStore.get(scoped.storeKey)).not.toBeNull();
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/children/${c.child.user.id}`,
      headers: c.parent.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect(await ctx.adapters.audioStore.get(scoped.storeKey)).toBeNull();
    expect((await keys()).map((r) => r.childId)).toEqual([null]);

    await ctx.services.admin.deleteUser(
      (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'voice-admin') }))!,
      c.parent.user.id,
    );
    expect(await keys()).toEqual([]);
    expect(await ctx.adapters.audioStore.get(forAll.storeKey)).toBeNull();
    // The deleted child's token no longer hears anything of the family.
    expect((await hear(c.sibling.headers)).statusCode).toBe(401);
  });
});
