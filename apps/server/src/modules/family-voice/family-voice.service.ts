import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  audioKeyOrUndefined,
  lessonAudioTexts,
  FAMILY_VOICE_MESSAGES as M,
  type FamilyVoiceRecording,
  type FamilyVoiceWord,
  type FamilyVoiceWordsResponse,
  type GlobalProgressEntry,
} from '@hadal/domain';
import type { AudioStore } from '@/adapters/storage/audio-store';
import type { Caller } from '@/app-types';
import type { Db } from '@/db/client';
import { familyVoiceRecordings, type FamilyVoiceRecordingRow, type UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { HearsEvents } from '@/lib/domain-events';
import { isUniqueViolation } from '@/lib/database-errors';
import { Conflict, NotFound } from '@/lib/errors';
import type { AudioPipeline } from '@/modules/audio/audio-pipeline';
import type { ContentService } from '@/modules/content';
import { findUserById } from '@/modules/users';
import { familyKeysFor } from './family-voice.keys';

/** Where a family's recordings are kept in the audio store: a namespace of their own, random names. */
export const FAMILY_VOICE_NAMESPACE = 'family-voice';
/** Review cards offered for recording, soonest due first. */
const REVIEW_WORDS = 30;

export interface FamilyAudio {
  data: Buffer;
  contentType: 'audio/mpeg';
  /** The parent who recorded it: their name, else their username. */
  recordedBy: string;
}

export interface FamilyVoiceDeps {
  db: Db;
  clock: Clock;
  store: AudioStore;
  pipeline: AudioPipeline;
  content: Pick<ContentService, 'audioText' | 'activeBundle'>;
  progress: { global(userId: number): Promise<GlobalProgressEntry[]> };
  review: { cardAnswers(userId: number, limit: number): Promise<{ answer: string; lessonStableId: string }[]> };
  log: Logger;
  /** Where the service hears that an account or a child profile is being deleted. */
  events: HearsEvents;
}

const displayName = (user: UserRow) => user.name ?? user.username;

/**
 * Family voice (issue 45): a parent's recordings of course words for their own children. Only
 * course text can be recorded; the parent's children (or one of them) hear it in place of the
 * course voice; nobody else can reach it. Recordings are never logged or sent anywhere.
 */
export function createFamilyVoiceService(deps: FamilyVoiceDeps) {
  const { db, clock, store, pipeline, content, log } = deps;

  // An account or child profile being deleted: its rows cascade, and the stored bytes of its
  // recordings (as the parent, or as the child they were scoped to) go with them.
  deps.events.on('userDeleting', async ({ tx, userId }) => {
    const rows = await tx
      .select({ storeKey: familyVoiceRecordings.storeKey })
      .from(familyVoiceRecordings)
      .where(or(eq(familyVoiceRecordings.parentId, userId), eq(familyVoiceRecordings.childId, userId)));
    await deleteObjects(rows);
  });

  async function childOf(parent: UserRow, childId: number): Promise<UserRow> {
    const child = await findUserById(db, childId);
    if (!child || !child.isChild || child.parentId !== parent.id) throw new NotFound(M.childNotFound);
    return child;
  }

  async function courseText(audioKey: string): Promise<string> {
    const text = await content.audioText(audioKey);
    if (text === undefined) throw new NotFound(M.notCourseText);
    return text;
  }

  const scopeIs = (childId: number | null) =>
    childId === null ? isNull(familyVoiceRecordings.childId) : eq(familyVoiceRecordings.childId, childId);

  async function find(parentId: number, audioKey: string, childId: number | null) {
    const [row] = await db
      .select()
      .from(familyVoiceRecordings)
      .where(
        and(
          eq(familyVoiceRecordings.parentId, parentId),
          eq(familyVoiceRecordings.audioKey, audioKey),
          scopeIs(childId),
        ),
      );
    return row;
  }

  async function toRecording(row: FamilyVoiceRecordingRow): Promise<FamilyVoiceRecording> {
    return {
      audio_key: row.audioKey,
      child_id: row.childId,
      somali: (await content.audioText(row.audioKey)) ?? row.audioKey,
      duration_ms: row.durationMs,
      recorded_at: row.createdAt.toISOString(),
    };
  }

  /** The stored bytes of these rows, deleted (a missing object is no error). */
  async function deleteObjects(rows: { storeKey: string }[]) {
    for (const row of rows) await store.delete(row.storeKey);
  }

  return {
    /** Records (or re-records) `audioKey` for all the parent's children, or for `childId` only. */
    async record(parent: UserRow, audioKey: string, childId: number | undefined, upload: Buffer) {
      await courseText(audioKey);
      if (childId !== undefined) await childOf(parent, childId);
      const audio = await pipeline.process(upload);
      const storeKey = `${FAMILY_VOICE_NAMESPACE}/${randomUUID()}.mp3`;
      await store.put(storeKey, audio.data, audio.contentType);
      const scope = childId ?? null;
      let replaced: FamilyVoiceRecordingRow[] = [];
      let row: FamilyVoiceRecordingRow;
      try {
        row = await db.transaction(async (tx) => {
          replaced = await tx
            .delete(familyVoiceRecordings)
            .where(
              and(
                eq(familyVoiceRecordings.parentId, parent.id),
                eq(familyVoiceRecordings.audioKey, audioKey),
                scopeIs(scope),
              ),
            )
            .returning();
          const [inserted] = await tx
            .insert(familyVoiceRecordings)
            .values({
              parentId: parent.id,
              childId: scope,
              audioKey,
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
      await deleteObjects(replaced);
      log.info({ parentId: parent.id, childScoped: scope !== null }, 'family voice recording saved');
      return toRecording(row);
    },

    async list(parent: UserRow): Promise<{ recordings: FamilyVoiceRecording[] }> {
      const rows = await db
        .select()
        .from(familyVoiceRecordings)
        .where(eq(familyVoiceRecordings.parentId, parent.id))
        .orderBy(asc(familyVoiceRecordings.audioKey), asc(familyVoiceRecordings.id));
      return { recordings: await Promise.all(rows.map(toRecording)) };
    },

    /** The parent's own recording, to listen to it. */
    async file(parent: UserRow, audioKey: string, childId: number | undefined): Promise<FamilyAudio> {
      if (childId !== undefined) await childOf(parent, childId);
      const row = await find(parent.id, audioKey, childId ?? null);
      const data = row ? await store.get(row.storeKey) : null;
      if (!data) throw new NotFound(M.recordingNotFound);
      return { data, contentType: 'audio/mpeg', recordedBy: displayName(parent) };
    },

    async remove(parent: UserRow, audioKey: string, childId: number | undefined) {
      if (childId !== undefined) await childOf(parent, childId);
      const gone = await db
        .delete(familyVoiceRecordings)
        .where(
          and(
            eq(familyVoiceRecordings.parentId, parent.id),
            eq(familyVoiceRecordings.audioKey, audioKey),
            scopeIs(childId ?? null),
          ),
        )
        .returning();
      if (!gone.length) throw new NotFound(M.recordingNotFound);
      await deleteObjects(gone);
      return { detail: 'Recording deleted' };
    },

    /**
     * The family recording a caller hears for `files` (the key and its canonical spelling): a child
     * (or a parent viewing as one) hears their parent's recording for them, else the one for all the
     * children; a parent hears their own recording for all. Anyone else: null (the course voice).
     */
    async forListener(caller: Caller, files: string[]): Promise<FamilyAudio | null> {
      const { user } = caller;
      let parentId: number;
      let childId: number | null = null;
      if (user.isChild && user.parentId !== null) {
        parentId = user.parentId;
        childId = user.id;
      } else if (user.isParent && !user.isChild) parentId = user.id;
      else return null;
      const rows = await db
        .select()
        .from(familyVoiceRecordings)
        .where(
          and(
            eq(familyVoiceRecordings.parentId, parentId),
            inArray(familyVoiceRecordings.audioKey, files),
            childId === null
              ? isNull(familyVoiceRecordings.childId)
              : or(isNull(familyVoiceRecordings.childId), eq(familyVoiceRecordings.childId, childId)),
          ),
        )
        // The child's own recording before the one for all.
        .orderBy(sql`${familyVoiceRecordings.childId} is null`, asc(familyVoiceRecordings.id));
      for (const row of rows) {
        const data = await store.get(row.storeKey);
        if (!data) continue;
        const parent = parentId === user.id ? user : await findUserById(db, parentId);
        if (!parent) return null;
        return { data, contentType: 'audio/mpeg', recordedBy: displayName(parent) };
      }
      return null;
    },

    /** Which of `keys` the caller hears in their family's voice. */
    keysForListener: (caller: Caller, keys: string[]) => familyKeysFor(db, caller, keys),

    /** Words and lines of the child's current and next lessons and its review cards, with what is recorded. */
    async words(parent: UserRow, childId: number): Promise<FamilyVoiceWordsResponse> {
      const child = await childOf(parent, childId);
      const [bundle, progress, cards, recorded] = await Promise.all([
        content.activeBundle(),
        deps.progress.global(child.id),
        deps.review.cardAnswers(child.id, REVIEW_WORDS),
        db
          .select({ audioKey: familyVoiceRecordings.audioKey, childId: familyVoiceRecordings.childId })
          .from(familyVoiceRecordings)
          .where(
            and(
              eq(familyVoiceRecordings.parentId, parent.id),
              or(isNull(familyVoiceRecordings.childId), eq(familyVoiceRecordings.childId, child.id)),
            ),
          ),
      ]);
      const done = new Set(progress.filter((p) => p.completed || p.skipped).map((p) => p.lesson_stable_id));
      const started = new Set(progress.filter((p) => p.progress_percentage > 0).map((p) => p.lesson_stable_id));
      const open = bundle.lessons.filter((l) => !done.has(l.stable_id));
      // The current lesson is the first started and unfinished one (else the first unfinished), then the next.
      const current = open.find((l) => started.has(l.stable_id)) ?? open[0];
      const lessons = current ? [current, ...open.filter((l) => l !== current).slice(0, 1)] : [];
      const english = new Map<string, string>();
      for (const lesson of bundle.lessons)
        for (const item of lesson.vocabulary_items) {
          const key = audioKeyOrUndefined(item.somali);
          if (key && !english.has(key)) english.set(key, item.english);
        }
      const recordedAs = new Map<string, 'all' | 'child'>();
      for (const r of recorded)
        if (r.childId !== null || !recordedAs.has(r.audioKey))
          recordedAs.set(r.audioKey, r.childId === null ? 'all' : 'child');
      const words: FamilyVoiceWord[] = [];
      const seen = new Set<string>();
      const add = async (somali: string, source: FamilyVoiceWord['source']) => {
        const key = audioKeyOrUndefined(somali);
        if (!key || seen.has(key) || (await content.audioText(key)) === undefined) return;
        seen.add(key);
        words.push({
          audio_key: key,
          somali,
          english: english.get(key) ?? null,
          source,
          recorded: recordedAs.get(key) ?? null,
        });
      };
      // Vocabulary first, then every other Somali line the lessons speak (sentences, answers, tiles).
      for (const lesson of lessons) for (const item of lesson.vocabulary_items) await add(item.somali, 'lesson');
      for (const lesson of lessons) for (const text of lessonAudioTexts(lesson).values()) await add(text, 'lesson');
      for (const card of cards) await add(card.answer, 'review');
      return { child_id: child.id, child_name: displayName(child), words };
    },
  };
}
export type FamilyVoiceService = ReturnType<typeof createFamilyVoiceService>;
