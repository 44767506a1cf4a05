import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { lessonAudioTexts, type AudioVoice, type LessonDetail, type VoiceCoverage } from '@hadal/domain';
import type { AudioStore } from '@/adapters/storage/audio-store';
import type { Caller } from '@/app-types';
import type { Db } from '@/db/client';
import { voiceStudioRecordings } from '@/db/schema';
import { createCache } from '@/lib/cache';
import type { Clock } from '@/lib/clock';
import type { AudioPlays } from '@/modules/audio';
import type { CourseLines } from './course-lines';

/**
 * What the approved voice-studio recordings change for listeners: the native audio of a key, the
 * voice of each audio item of a lesson, and the coverage of the course and of its plays.
 */
/**
 * How long a process labels lesson audio from the approved keys it read: a lesson's detail says
 * `native` for a newly approved line within this time (the audio itself is served at once).
 */
export const APPROVED_KEYS_TTL_MS = 60_000;

export function createNativeVoices(deps: {
  db: Db;
  clock: Clock;
  store: AudioStore;
  courseLines: CourseLines;
  plays: Pick<AudioPlays, 'all'>;
  bundleRecordings: () => Promise<Set<string>>;
  familyKeys: (caller: Caller, keys: string[]) => Promise<Set<string>>;
}) {
  const { db, store, courseLines } = deps;

  async function approvedKeys(keys?: string[]): Promise<Set<string>> {
    const where: SQL[] = [eq(voiceStudioRecordings.status, 'approved')];
    if (keys) {
      if (keys.length === 0) return new Set();
      where.push(inArray(voiceStudioRecordings.audioKey, keys));
    }
    const rows = await db
      .select({ audioKey: voiceStudioRecordings.audioKey })
      .from(voiceStudioRecordings)
      .where(and(...where));
    return new Set(rows.map((r) => r.audioKey));
  }

  // Every lesson detail asks which of its keys are approved: the whole (small) set is read once a
  // minute instead of a query per request, which made a lesson's detail ten times dearer.
  const approvedSet = createCache<Set<string>>(deps.clock, { ttlMs: APPROVED_KEYS_TTL_MS, max: 1 });
  const heardApproved = () => approvedSet.get('approved', '', async () => ({ value: await approvedKeys() }));

  return {
    approvedKeys,

    /** The approved recording of one of `names` (the audio service asks before the computer voice). */
    async nativeAudio(names: string[]): Promise<Buffer | null> {
      const rows = await db
        .select({ storeKey: voiceStudioRecordings.storeKey })
        .from(voiceStudioRecordings)
        .where(and(eq(voiceStudioRecordings.status, 'approved'), inArray(voiceStudioRecordings.audioKey, names)))
        .orderBy(asc(voiceStudioRecordings.id));
      for (const row of rows) {
        const data = await store.get(row.storeKey);
        if (data) return data;
      }
      return null;
    },

    /** The voice the caller hears for each of a lesson's audio keys. */
    async voicesOf(caller: Caller, lesson: LessonDetail): Promise<{ audio_key: string; voice: AudioVoice }[]> {
      const keys = [...lessonAudioTexts(lesson).keys()];
      const [family, approved, inBundle] = await Promise.all([
        deps.familyKeys(caller, keys),
        heardApproved(),
        deps.bundleRecordings(),
      ]);
      return keys.map((key) => ({
        audio_key: key,
        voice: family.has(key) ? 'family' : approved.has(key) || inBundle.has(key) ? 'native' : 'synthetic',
      }));
    },

    /** The share of the course's audio keys, and of all counted plays, that a native voice serves. */
    async coverage(): Promise<VoiceCoverage> {
      const [lines, approved, inBundle, plays] = await Promise.all([
        courseLines(),
        approvedKeys(),
        deps.bundleRecordings(),
        deps.plays.all(),
      ]);
      const native = (key: string) => approved.has(key) || inBundle.has(key);
      let playsTotal = 0;
      let playsNative = 0;
      for (const [key, n] of plays) {
        playsTotal += n;
        if (native(key)) playsNative += n;
      }
      return {
        keys_total: lines.size,
        keys_native: [...lines.keys()].filter(native).length,
        plays_total: playsTotal,
        plays_native: playsNative,
      };
    },
  };
}
