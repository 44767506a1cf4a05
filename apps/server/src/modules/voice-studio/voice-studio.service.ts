import { randomUUID } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  VOICE_STUDIO_MESSAGES as M,
  type VoiceStudioQueue,
  type VoiceStudioRecording,
  type VoiceStudioStatus,
} from '@hadal/domain';
import type { AudioStore } from '@/adapters/storage/audio-store';
import type { Caller } from '@/app-types';
import type { Db } from '@/db/client';
import { voiceStudioRecordings, type UserRow, type VoiceStudioRecordingRow } from '@/db/schema';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import { isUniqueViolation } from '@/lib/database-errors';
import type { HearsEvents } from '@/lib/domain-events';
import { BadRequest, Conflict, NotFound } from '@/lib/errors';
import type { AudioPipeline, AudioPlays } from '@/modules/audio';
import type { AuditService } from '@/modules/audit';
import type { ContentService } from '@/modules/content';
import { findUserById, updateUser } from '@/modules/users';
import { createCourseLines } from './course-lines';
import { createNativeVoices } from './native-voices';

/** Where voice-studio recordings are kept in the audio store: a namespace of their own, random names. */
export const VOICE_STUDIO_NAMESPACE = 'voice-studio';

export interface VoiceStudioDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  store: AudioStore;
  pipeline: AudioPipeline;
  content: Pick<ContentService, 'audioText' | 'activeBundle'>;
  audit: AuditService;
  plays: Pick<AudioPlays, 'all'>;
  /** The keys the active bundle ships its own recording of: native already, never in the queue. */
  bundleRecordings: () => Promise<Set<string>>;
  /** The family-voice keys a caller hears (family voice module). */
  familyKeys: (caller: Caller, keys: string[]) => Promise<Set<string>>;
  log: Logger;
  /** Where the service hears that an account is being deleted. */
  events: HearsEvents;
}

const nameOf = (user: Pick<UserRow, 'name' | 'username'>) => user.name ?? user.username;

/**
 * The voice studio (issue 45): voice contributors (adult accounts an admin chose) and admins
 * record course lines; each recording waits for an admin's approval; an approved one is the
 * native voice everyone hears at /audio and /api/audio. Approvals and rejections are audited.
 */
export function createVoiceStudioService(deps: VoiceStudioDeps) {
  const { db, uow, clock, store, pipeline, content, audit, log } = deps;
  const courseLines = createCourseLines(content);
  const voices = createNativeVoices({ ...deps, courseLines });
  const { approvedKeys } = voices;

  // A contributor's account being deleted: their rows cascade, their stored recordings go too.
  deps.events.on('userDeleting', async ({ tx, userId }) => {
    const rows = await tx
      .select({ storeKey: voiceStudioRecordings.storeKey })
      .from(voiceStudioRecordings)
      .where(eq(voiceStudioRecordings.contributorId, userId));
    for (const row of rows) await store.delete(row.storeKey);
  });

  async function toRecording(row: VoiceStudioRecordingRow, contributor: string): Promise<VoiceStudioRecording> {
    const line = (await courseLines()).get(row.audioKey);
    return {
      id: row.id,
      audio_key: row.audioKey,
      somali: line?.somali ?? (await content.audioText(row.audioKey)) ?? row.audioKey,
      english: line?.english ?? null,
      status: row.status,
      contributor_name: contributor,
      duration_ms: row.durationMs,
      recorded_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
    };
  }

  async function pendingRow(id: number): Promise<VoiceStudioRecordingRow> {
    const [row] = await db.select().from(voiceStudioRecordings).where(eq(voiceStudioRecordings.id, id));
    if (!row) throw new NotFound(M.recordingNotFound);
    if (row.status !== 'pending') throw new Conflict(M.notPending);
    return row;
  }

  return {
    /** Makes an adult account a voice contributor, or no longer one; audited. A child profile: 400. */
    async setContributor(actor: UserRow, id: number, enabled: boolean) {
      await uow.transaction(async (tx, wrote) => {
        const user = await findUserById(tx, id);
        if (!user) throw new NotFound(M.userNotFound);
        if (user.isChild) throw new BadRequest(M.childNotContributor);
        await updateUser(tx, id, { isVoiceContributor: enabled, updatedAt: clock.now() });
        wrote.account(id);
        await audit.record(tx, actor, {
          action: enabled ? 'user.voice_contributor_on' : 'user.voice_contributor_off',
          target: `user:${id}`,
        });
      });
      return { id, is_voice_contributor: enabled };
    },

    /** Course lines without a native voice (approved or in the bundle), most played first. */
    async queue(user: UserRow, page: { skip: number; limit: number }): Promise<VoiceStudioQueue> {
      const [lines, approved, inBundle, plays, mine] = await Promise.all([
        courseLines(),
        approvedKeys(),
        deps.bundleRecordings(),
        deps.plays.all(),
        db
          .select({ audioKey: voiceStudioRecordings.audioKey })
          .from(voiceStudioRecordings)
          .where(and(eq(voiceStudioRecordings.contributorId, user.id), eq(voiceStudioRecordings.status, 'pending'))),
      ]);
      const pendingMine = new Set(mine.map((r) => r.audioKey));
      const open = [...lines.values()]
        .filter((l) => !approved.has(l.audioKey) && !inBundle.has(l.audioKey))
        .map((l) => ({ ...l, plays: plays.get(l.audioKey) ?? 0 }))
        .sort((a, b) => b.plays - a.plays || a.order - b.order);
      return {
        items: open.slice(page.skip, page.skip + page.limit).map((l) => ({
          audio_key: l.audioKey,
          somali: l.somali,
          english: l.english,
          plays: l.plays,
          pending_mine: pendingMine.has(l.audioKey),
        })),
        total: open.length,
        skip: page.skip,
        limit: page.limit,
      };
    },

    /**
     * Records a course line: decoded, checked, trimmed, normalised, stored as MP3, pending until an
     * admin reviews it. It replaces only the caller's own pending take of the line: never another
     * contributor's, never the approved recording.
     */
    async record(user: UserRow, audioKey: string, upload: Buffer): Promise<VoiceStudioRecording> {
      if ((await content.audioText(audioKey)) === undefined) throw new NotFound(M.notCourseText);
      const audio = await pipeline.process(upload);
      const storeKey = `${VOICE_STUDIO_NAMESPACE}/${randomUUID()}.mp3`;
      await store.put(storeKey, audio.data, audio.contentType);
      let replaced: VoiceStudioRecordingRow[] = [];
      let row: VoiceStudioRecordingRow;
      try {
        row = await uow.transaction(async (tx) => {
          replaced = await tx
            .delete(voiceStudioRecordings)
            .where(
              and(
                eq(voiceStudioRecordings.contributorId, user.id),
                eq(voiceStudioRecordings.audioKey, audioKey),
                eq(voiceStudioRecordings.status, 'pending'),
              ),
            )
            .returning();
          const [inserted] = await tx
            .insert(voiceStudioRecordings)
            .values({
              audioKey,
              contributorId: user.id,
              storeKey,
              durationMs: audio.durationMs,
              createdAt: clock.now(),
            })
            .returning();
          return inserted!;
        });
      } catch (e) {
        await store.delete(storeKey);
        if (isUniqueViolation(e)) throw new Conflict(M.busy);
        throw e;
      }
      for (const old of replaced) await store.delete(old.storeKey);
      log.info({ recordingId: row.id }, 'voice studio recording saved');
      return toRecording(row, nameOf(user));
    },

    /** An admin: everyone's recordings (of `status`); a contributor: their own. Newest first. */
    async list(user: UserRow, status: VoiceStudioStatus | undefined): Promise<{ recordings: VoiceStudioRecording[] }> {
      const where: SQL[] = [];
      if (!user.isAdmin) where.push(eq(voiceStudioRecordings.contributorId, user.id));
      if (status) where.push(eq(voiceStudioRecordings.status, status));
      const rows = await db
        .select()
        .from(voiceStudioRecordings)
        .where(and(...where))
        .orderBy(desc(voiceStudioRecordings.id))
        .limit(500);
      const names = new Map<number, string>();
      for (const id of new Set(rows.map((r) => r.contributorId))) {
        const contributor = await findUserById(db, id);
        names.set(id, contributor ? nameOf(contributor) : '');
      }
      return { recordings: await Promise.all(rows.map((r) => toRecording(r, names.get(r.contributorId) ?? ''))) };
    },

    /** A recording's sound, to review it: an admin any pending or approved one, a contributor their own. */
    async file(user: UserRow, id: number): Promise<Buffer> {
      const [row] = await db.select().from(voiceStudioRecordings).where(eq(voiceStudioRecordings.id, id));
      const data = row && (user.isAdmin || row.contributorId === user.id) ? await store.get(row.storeKey) : null;
      if (!data) throw new NotFound(M.recordingNotFound);
      return data;
    },

    /** Approves a pending recording: it becomes the line's native voice, replacing the one approved before. */
    async approve(actor: UserRow, id: number) {
      const row = await pendingRow(id);
      const replaced = await uow.transaction(async (tx) => {
        const now = clock.now();
        const old = await tx
          .update(voiceStudioRecordings)
          .set({ status: 'replaced' })
          .where(and(eq(voiceStudioRecordings.audioKey, row.audioKey), eq(voiceStudioRecordings.status, 'approved')))
          .returning();
        const [done] = await tx
          .update(voiceStudioRecordings)
          .set({ status: 'approved', reviewedAt: now, reviewedBy: actor.id })
          .where(and(eq(voiceStudioRecordings.id, id), eq(voiceStudioRecordings.status, 'pending')))
          .returning();
        // Reviewed by someone else meanwhile: nothing changes.
        if (!done) throw new Conflict(M.notPending);
        await audit.record(tx, actor, {
          action: 'voice.approve',
          target: `voice_recording:${id}`,
          details: { audio_key: row.audioKey, contributor_id: row.contributorId, replaced: old.map((o) => o.id) },
        });
        return old;
      });
      for (const old of replaced) await store.delete(old.storeKey);
      return { detail: 'Recording approved' };
    },

    /** Rejects a pending recording: its sound is deleted; the line keeps the voice it had. */
    async reject(actor: UserRow, id: number) {
      const row = await pendingRow(id);
      await uow.transaction(async (tx) => {
        const [done] = await tx
          .update(voiceStudioRecordings)
          .set({ status: 'rejected', reviewedAt: clock.now(), reviewedBy: actor.id })
          .where(and(eq(voiceStudioRecordings.id, id), eq(voiceStudioRecordings.status, 'pending')))
          .returning();
        if (!done) throw new Conflict(M.notPending);
        await audit.record(tx, actor, {
          action: 'voice.reject',
          target: `voice_recording:${id}`,
          details: { audio_key: row.audioKey, contributor_id: row.contributorId },
        });
      });
      await store.delete(row.storeKey);
      return { detail: 'Recording rejected' };
    },

    nativeAudio: voices.nativeAudio,
    voicesOf: voices.voicesOf,
    coverage: voices.coverage,
  };
}
export type VoiceStudioService = ReturnType<typeof createVoiceStudioService>;
