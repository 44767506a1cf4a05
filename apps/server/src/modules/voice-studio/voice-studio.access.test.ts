import { describe, expect, it } from 'vitest';
import { fakeTts } from '@/modules/dynamic-lessons/dynamic-lessons.fixtures';
import { FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { authHeader, childViewHeader, createUser } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp } from '@test/helpers/test-app';
import { audioForm, toneWav } from '@test/helpers/voice-audio';

/**
 * The voice studio (issue 45): who may record, review and hear a contributor's recording. A
 * pending recording is heard by its contributor and the admins only; an approved one by everyone,
 * at /audio and /api/audio (a family's own recording still first for that family). Every
 * approval, rejection and contributor change is in the audit log.
 */
const ctx = await createTestApp({ env: { CONTENT_DIR: FIXTURE_CONTENT_DIR }, tts: fakeTts });
const KEY = 'soo_dhawoow.wav';
const OTHER = 'iska_warran.wav';

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload });
const record = (headers: Headers, key = KEY, audio = toneWav()) => {
  const form = audioForm(audio);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/voice-studio/recordings/${key}`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
};
const auditActions = async () => (await ctx.db.query.auditLog.findMany()).map((e) => `${e.action} ${e.target}`);

describe('voice studio', async () => {
  const admin = await createUser(ctx, { isAdmin: true, username: 'studio-admin' });
  const adminH = await authHeader(ctx, admin);
  const voice = await createUser(ctx, { username: 'studio-voice', name: 'Xaliimo' });
  const voiceH = await authHeader(ctx, voice);
  const other = await createUser(ctx, { username: 'studio-other', name: 'Cabdi' });
  const otherH = await authHeader(ctx, other);
  const learnerH = await authHeader(ctx, await createUser(ctx, { username: 'studio-learner' }));
  const parent = await createParent(ctx, { name: 'Hodan' });
  const child = await createChildOf(ctx, parent.user, { name: 'Hodan Child', username: 'hodan-kid' });
  const childH = await authHeader(ctx, child);
  const viewingH = await childViewHeader(ctx, child, parent.user);

  it('an admin makes an adult a voice contributor (audited, shown in the user list); a child cannot be one', async () => {
    for (const [id, headers] of [
      [voice.id, adminH],
      [other.id, adminH],
    ] as const) {
      const res = await inject('POST', `/api/admin/users/${id}/voice-contributor`, headers, { enabled: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, is_voice_contributor: true });
    }
    const listed = (await inject('GET', '/api/admin/users', adminH)).json() as {
      id: number;
      is_voice_contributor: boolean;
    }[];
    expect(listed.find((u) => u.id === voice.id)?.is_voice_contributor).toBe(true);
    expect(listed.find((u) => u.id === admin.id)?.is_voice_contributor).toBe(false);
    expect(await auditActions()).toContain(`user.voice_contributor_on user:${voice.id}`);

    const kid = await inject('POST', `/api/admin/users/${child.id}/voice-contributor`, adminH, { enabled: true });
    expect(kid.statusCode).toBe(400);
    expect(kid.json().detail).toBe('A child profile cannot be a voice contributor.');
    expect(
      (await inject('POST', '/api/admin/users/999999/voice-contributor', adminH, { enabled: true })).statusCode,
    ).toBe(404);
    const bad = await inject('POST', `/api/admin/users/${voice.id}/voice-contributor`, adminH, { enabled: 'yes' });
    expect(bad.statusCode).toBe(422);
    for (const headers of [voiceH, learnerH, parent.headers, childH])
      expect(
        (await inject('POST', `/api/admin/users/${other.id}/voice-contributor`, headers, { enabled: false }))
          .statusCode,
      ).toBe(403);
  });

  it('learners, parents, children, child views and anonymous callers cannot use the studio', async () => {
    for (const headers of [learnerH, parent.headers, childH, viewingH]) {
      expect((await inject('GET', '/api/voice-studio/queue', headers)).statusCode).toBe(403);
      expect((await inject('GET', '/api/voice-studio/recordings', headers)).statusCode).toBe(403);
      const res = await record(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Voice contributor access required');
    }
    expect((await inject('GET', '/api/voice-studio/queue')).statusCode).toBe(401);
    expect((await record({})).statusCode).toBe(401);
    expect(await ctx.db.query.voiceStudioRecordings.findMany()).toEqual([]);
  });

  it('the queue lists course lines without a native voice, most played first, with Somali and English', async () => {
    for (let i = 0; i < 3; i++) await inject('GET', `/audio/${OTHER}`);
    await inject('GET', `/api/audio/${OTHER}`, learnerH);
    const res = await inject('GET', '/api/voice-studio/queue?limit=5', voiceH);
    expect(res.statusCode, res.body).toBe(200);
    const queue = res.json();
    expect(queue.items[0]).toEqual({
      audio_key: OTHER,
      somali: 'Iska warran?',
      english: 'how are you?',
      plays: 4,
      pending_mine: false,
    });
    expect(queue.items).toHaveLength(5);
    expect(queue.total).toBeGreaterThan(5);
    // The bundle's own recording is native already.
    const all = (await inject('GET', '/api/voice-studio/queue?limit=100', adminH)).json();
    expect(all.items.map((i: { audio_key: string }) => i.audio_key)).not.toContain('waa_nabad.wav');
    expect((await inject('GET', '/api/voice-studio/queue?limit=1000', voiceH)).statusCode).toBe(422);
  });

  it('a contributor records a course line: pending, heard by no learner, not by another contributor', async () => {
    const before = await inject('GET', `/audio/${KEY}`);
    const res = await record(voiceH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      audio_key: KEY,
      somali: 'Soo dhawoow',
      english: 'welcome',
      status: 'pending',
      contributor_name: 'Xaliimo',
      reviewed_at: null,
    });
    const id = res.json().id as number;
    for (const headers of [{}, learnerH]) {
      const open = await inject('GET', `/audio/${KEY}`, headers);
      expect(open.headers['x-audio-source']).toBe('synthesised');
      expect(open.rawPayload.equals(before.rawPayload)).toBe(true);
    }
    expect((await inject('GET', `/api/audio/${KEY}`, learnerH)).headers['x-audio-source']).toBe('synthesised');
    // Its contributor and the admins hear it; another contributor does not, nor sees it listed.
    const own = await inject('GET', `/api/voice-studio/recordings/${id}/audio`, voiceH);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('audio/mpeg');
    expect((await inject('GET', `/api/voice-studio/recordings/${id}/audio`, adminH)).statusCode).toBe(200);
    expect((await inject('GET', `/api/voice-studio/recordings/${id}/audio`, otherH)).statusCode).toBe(404);
    expect((await inject('GET', '/api/voice-studio/recordings', otherH)).json()).toEqual({ recordings: [] });
    const mine = (await inject('GET', '/api/voice-studio/recordings', voiceH)).json().recordings;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([id]);
    const queue = (await inject('GET', '/api/voice-studio/queue?limit=100', voiceH)).json();
    expect(queue.items.find((i: { audio_key: string }) => i.audio_key === KEY).pending_mine).toBe(true);
    // Another contributor's take of the same line is a recording of its own: nothing is overwritten.
    const second = await record(otherH, KEY, toneWav({ frequency: 440 }));
    expect(second.statusCode).toBe(200);
    const pending = (await inject('GET', '/api/voice-studio/recordings?status=pending', adminH)).json().recordings;
    expect(pending.map((r: { id: number }) => r.id)).toEqual([second.json().id, id]);
    // A contributor cannot approve or reject, even their own.
    for (const action of ['approve', 'reject'])
      expect((await inject('POST', `/api/voice-studio/recordings/${id}/${action}`, voiceH)).statusCode).toBe(403);
  });

  it('only course text can be recorded; bad and silent audio answer 4xx and store nothing', async () => {
    const count = (await ctx.db.query.voiceStudioRecordings.findMany()).length;
    expect((await record(voiceH, 'anything_at_all.wav')).statusCode).toBe(404);
    expect((await record(voiceH, '..%2Fx.wav')).statusCode).toBe(422);
    const silent = await record(voiceH, OTHER, toneWav({ amplitude: 0 }));
    expect(silent.statusCode).toBe(422);
    expect(silent.json().detail).toMatch(/silent/);
    expect((await record(voiceH, OTHER, Buffer.from('hello'))).statusCode).toBe(415);
    expect((await ctx.db.query.voiceStudioRecordings.findMany()).length).toBe(count);
  });

  it('an admin approves: everyone hears it at /audio and /api/audio (a new ETag); the family still hears its own', async () => {
    const before = await inject('GET', `/audio/${KEY}`);
    const [pending] = (await inject('GET', '/api/voice-studio/recordings?status=pending', adminH))
      .json()
      .recordings.filter((r: { contributor_name: string }) => r.contributor_name === 'Xaliimo');
    const res = await inject('POST', `/api/voice-studio/recordings/${pending.id}/approve`, adminH);
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditActions()).toContain(`voice.approve voice_recording:${pending.id}`);

    const open = await inject('GET', `/audio/${KEY}`, { 'if-none-match': String(before.headers.etag) });
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-audio-source']).toBe('native');
    expect(open.headers['content-type']).toBe('audio/mpeg');
    expect(open.headers['cache-control']).toBe('public, no-cache');
    expect(open.headers.etag).not.toBe(before.headers.etag);
    const native = open.rawPayload;
    expect(
      native.equals((await inject('GET', `/api/voice-studio/recordings/${pending.id}/audio`, adminH)).rawPayload),
    ).toBe(true);
    for (const headers of [learnerH, childH, adminH]) {
      const heard = await inject('GET', `/api/audio/${KEY}`, headers);
      expect(heard.headers['x-audio-source']).toBe('native');
      expect(heard.rawPayload.equals(native)).toBe(true);
    }
    // A family recording is still what that family's child hears.
    const form = audioForm(toneWav({ frequency: 330 }));
    const family = await ctx.app.inject({
      method: 'PUT',
      url: `/api/family-voice/recordings/${KEY}`,
      headers: { ...parent.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(family.statusCode, family.body).toBe(200);
    expect((await inject('GET', `/api/audio/${KEY}`, childH)).headers['x-audio-source']).toBe('family');
    expect((await inject('GET', `/api/audio/${KEY}`, learnerH)).headers['x-audio-source']).toBe('native');
    // Reviewed once: a second review answers 409; the queue no longer offers the line.
    expect((await inject('POST', `/api/voice-studio/recordings/${pending.id}/reject`, adminH)).statusCode).toBe(409);
    const queue = (await inject('GET', '/api/voice-studio/queue?limit=100', voiceH)).json();
    expect(queue.items.map((i: { audio_key: string }) => i.audio_key)).not.toContain(KEY);
  });

  it('the lesson says which voice each audio item has, for the asking family', async () => {
    const voices = async (headers: Headers) => {
      const res = await inject('GET', '/api/lessons/a1-vocab-greetings', headers);
      expect(res.statusCode, res.body).toBe(200);
      return new Map(
        (res.json().audio_voices as { audio_key: string; voice: string }[]).map((v) => [v.audio_key, v.voice]),
      );
    };
    const learner = await voices(learnerH);
    expect(learner.get(KEY)).toBe('native');
    expect(learner.get('waa_nabad.wav')).toBe('native');
    expect(learner.get(OTHER)).toBe('synthetic');
    const kid = await voices(childH);
    expect(kid.get(KEY)).toBe('family');
    expect(kid.get(OTHER)).toBe('synthetic');
    expect((await voices(learnerH)).get(KEY)).toBe('native');
  });

  it("a new take waits while the approved one plays; approving it replaces the old; rejecting deletes the take's sound", async () => {
    const approvedBefore = (await inject('GET', `/audio/${KEY}`)).rawPayload;
    const [waiting] = (await inject('GET', '/api/voice-studio/recordings?status=pending', adminH)).json().recordings;
    expect(waiting.contributor_name).toBe('Cabdi');
    expect((await inject('GET', `/audio/${KEY}`)).rawPayload.equals(approvedBefore)).toBe(true);
    expect((await inject('POST', `/api/voice-studio/recordings/${waiting.id}/approve`, adminH)).statusCode).toBe(200);
    const now = (await inject('GET', `/audio/${KEY}`)).rawPayload;
    expect(now.equals(approvedBefore)).toBe(false);
    const statuses = (await inject('GET', '/api/voice-studio/recordings', adminH))
      .json()
      .recordings.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(['approved', 'replaced']);

    const take = await record(voiceH, OTHER);
    const id = take.json().id as number;
    const row = (await ctx.db.query.voiceStudioRecordings.findMany()).find((r) => r.id === id)!;
    expect(await ctx.adapters.audioStore.get(row.storeKey)).not.toBeNull();
    const rejected = await inject('POST', `/api/voice-studio/recordings/${id}/reject`, adminH);
    expect(rejected.statusCode).toBe(200);
    expect(await auditActions()).toContain(`voice.reject voice_recording:${id}`);
    expect(await ctx.adapters.audioStore.get(row.storeKey)).toBeNull();
    expect((await inject('GET', `/audio/${OTHER}`)).headers['x-audio-source']).toBe('synthesised');
    expect((await inject('POST', `/api/voice-studio/recordings/${id}/approve`, adminH)).statusCode).toBe(409);
    expect((await inject('POST', '/api/voice-studio/recordings/999999/approve', adminH)).statusCode).toBe(404);
    const mine = (await inject('GET', '/api/voice-studio/recordings?status=rejected', voiceH)).json().recordings;
    expect(mine.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('coverage: the share of audio keys and of plays a native voice serves', async () => {
    for (const headers of [voiceH, learnerH])
      expect((await inject('GET', '/api/voice-studio/coverage', headers)).statusCode).toBe(403);
    const res = await inject('GET', '/api/voice-studio/coverage', adminH);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    // soo_dhawoow (approved) and waa_nabad (the bundle's recording) of the course's keys.
    expect(c.keys_native).toBe(2);
    expect(c.keys_total).toBeGreaterThan(10);
    const plays = await ctx.services.audioPlays.all();
    expect(c.plays_total).toBe([...plays.values()].reduce((a, b) => a + b, 0));
    expect(c.plays_native).toBe(plays.get(KEY));
    expect(c.plays_native).toBeGreaterThan(0);
  });

  it("turning the contributor off closes the studio to them; deleting them deletes their recordings' sound", async () => {
    const off = await inject('POST', `/api/admin/users/${other.id}/voice-contributor`, adminH, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(await auditActions()).toContain(`user.voice_contributor_off user:${other.id}`);
    expect((await inject('GET', '/api/voice-studio/queue', otherH)).statusCode).toBe(403);

    const rows = (await ctx.db.query.voiceStudioRecordings.findMany()).filter((r) => r.contributorId === other.id);
    expect(rows.length).toBeGreaterThan(0);
    expect((await inject('DELETE', `/api/admin/users/${other.id}`, adminH)).statusCode).toBe(200);
    for (const row of rows) expect(await ctx.adapters.audioStore.get(row.storeKey)).toBeNull();
    expect((await ctx.db.query.voiceStudioRecordings.findMany()).filter((r) => r.contributorId === other.id)).toEqual(
      [],
    );
    // Its approved recording went with it: the computer voice is back.
    expect((await inject('GET', `/audio/${KEY}`)).headers['x-audio-source']).toBe('synthesised');
  });
});
