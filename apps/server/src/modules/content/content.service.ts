import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { CEFR_LEVELS, LESSON_TYPES, lessonAudioTexts, type LessonDetail, type StoryDetail } from '@hadal/domain';
import { storyAudioTexts } from '@hadal/content-tools';
import type { Db, DbOrTx } from '@/db/client';
import { bundles, lessons, stories, type BundleRow, type LessonRow, type StoryRow } from '@/db/schema';
import { DEFAULT_CONTENT_DIR } from '@/paths';
import { loadBundles } from './bundle-loader';
import { activateBundle, registerBundles, type RegistrationResult } from './content.registry';

export interface ActiveBundle {
  /** '' and version 0 when no bundle is registered at all. */
  bundle_id: string;
  version: number;
  name: string;
  /** Sorted by CEFR level, then kind (vocabulary, grammar, phrases), then order_index. */
  lessons: LessonDetail[];
}

export interface BundleInfo {
  bundle_id: string;
  version: number;
  name: string;
  description: string;
  is_active: boolean;
  is_registered: boolean;
  registered_at: string;
  lesson_count: number;
}

export interface ContentService {
  readonly contentDir: string;
  /** The active bundle with its lessons: loaded once (single flight), re-checked in the background every ACTIVE_RECHECK_MS. */
  activeBundle(): Promise<ActiveBundle>;
  /** A lesson of the active bundle by numeric id (number or digit string) or stable_id; null when unknown. */
  findLesson(idOrStableId: number | string): Promise<LessonDetail | null>;
  /** The stories of the active bundle, by CEFR level then order_index. */
  stories(): Promise<StoryDetail[]>;
  /** A story of the active bundle by numeric id (number or digit string) or stable_id; null when unknown. */
  findStory(idOrStableId: string): Promise<StoryDetail | null>;
  /** The categories of the active bundle's lessons, in lesson order. */
  categories(): Promise<string[]>;
  /** The Somali text behind an audio key of the active bundle (lesson and story audio, the review rule). */
  audioText(key: string): Promise<string | undefined>;
  /** Makes bundleId (its newest version, or `version`) the one active bundle; null when not registered. */
  activate(bundleId: string, version?: number, tx?: DbOrTx): Promise<BundleInfo | null>;
  listBundles(): Promise<BundleInfo[]>;
  /** Forgets the cached active bundle (after an activation committed in a caller's transaction). */
  invalidate(): void;
  /** Registers every bundle version found in contentDir (idempotent). */
  registerFromDisk(): Promise<RegistrationResult>;
}

export const ACTIVE_RECHECK_MS = 2_000;

interface Snapshot {
  pk: number;
  bundle: ActiveBundle;
  byId: Map<number, LessonDetail>;
  byStableId: Map<string, LessonDetail>;
  audio: Map<string, string>;
  categories: string[];
  stories: StoryDetail[];
  storyByKey: Map<string, StoryDetail>;
}

const EMPTY: Snapshot = {
  pk: 0,
  bundle: { bundle_id: '', version: 0, name: '', lessons: [] },
  byId: new Map(),
  byStableId: new Map(),
  audio: new Map(),
  categories: [],
  stories: [],
  storyByKey: new Map(),
};

function toStory(row: StoryRow, bundleId: string): StoryDetail {
  const d = row.data;
  return {
    ...d,
    lines: d.lines.map((l) => ({ ...l, audio_filename: l.audio_filename ?? '' })),
    id: row.id,
    level: levelRank(d.cefr_level) + 1,
    bundle_id: bundleId,
  };
}

function toDetail(row: LessonRow, bundleId: string): LessonDetail {
  const d = row.data;
  return {
    id: row.id,
    stable_id: row.stableId,
    title: d.title,
    description: d.description,
    icon: d.icon,
    cefr_level: d.cefr_level,
    level: d.level,
    lesson_type: d.lesson_type,
    order_index: d.order_index,
    category: d.category,
    ...(d.track ? { track: d.track } : {}),
    exercises: d.exercises,
    grammar_patterns: d.grammar_patterns,
    vocabulary_items: d.vocabulary_items,
    cefr_can_do: d.cefr_can_do,
    learning_notes: d.learning_notes,
    bundle_id: bundleId,
  };
}

const levelRank = (l: string) => (CEFR_LEVELS as readonly string[]).indexOf(l);
const typeRank = (t: string) => (LESSON_TYPES as readonly string[]).indexOf(t);

export function compareLessons(a: LessonDetail, b: LessonDetail): number {
  return (
    levelRank(a.cefr_level) - levelRank(b.cefr_level) ||
    typeRank(a.lesson_type) - typeRank(b.lesson_type) ||
    a.order_index - b.order_index ||
    a.stable_id.localeCompare(b.stable_id)
  );
}

function toInfo(row: BundleRow, lessonCount: number): BundleInfo {
  return {
    bundle_id: row.bundleId,
    version: row.version,
    name: row.name,
    description: row.description,
    is_active: row.isActive,
    is_registered: true,
    registered_at: row.registeredAt.toISOString(),
    lesson_count: lessonCount,
  };
}

export function createContentService(deps: { db: Db; contentDir?: string | undefined }): ContentService {
  const { db } = deps;
  const contentDir = path.resolve(deps.contentDir ?? DEFAULT_CONTENT_DIR);
  let snapshot: Snapshot | null = null;
  let checkedAt = 0;
  let registeredOnce = false;
  let inFlight: Promise<Snapshot> | null = null;
  /** Bumped by activate(): a load started before it must not replace what comes after. */
  let generation = 0;

  async function registerFromDisk() {
    registeredOnce = true;
    return registerBundles(db, loadBundles(contentDir));
  }

  async function load(row: BundleRow): Promise<Snapshot> {
    const [rows, storyRows] = await Promise.all([
      db.select().from(lessons).where(eq(lessons.bundlePk, row.id)),
      db.select().from(stories).where(eq(stories.bundlePk, row.id)),
    ]);
    const list = rows.map((r) => toDetail(r, row.bundleId)).sort(compareLessons);
    const storyList = storyRows
      .map((r) => toStory(r, row.bundleId))
      .filter((s) => s.lines.every((l) => l.audio_filename))
      .sort((a, b) => a.level - b.level || a.order_index - b.order_index || a.stable_id.localeCompare(b.stable_id));
    const audio = new Map<string, string>();
    for (const r of rows) for (const [k, t] of lessonAudioTexts(r.data)) if (!audio.has(k)) audio.set(k, t);
    // Every line of every story is spoken the way lesson audio is: by its key, from this index.
    for (const s of storyList) for (const [k, t] of storyAudioTexts(s)) if (!audio.has(k)) audio.set(k, t);
    return {
      pk: row.id,
      bundle: { bundle_id: row.bundleId, version: row.version, name: row.name, lessons: list },
      byId: new Map(list.map((l) => [l.id, l])),
      byStableId: new Map(list.map((l) => [l.stable_id, l])),
      audio,
      categories: [...new Set(list.map((l) => l.category))],
      stories: storyList,
      storyByKey: new Map(storyList.flatMap((s) => [[String(s.id), s] as const, [s.stable_id, s] as const])),
    };
  }

  /** Reads which bundle is active and loads it when it is not the one held; registers on a fresh database. */
  async function fetchSnapshot(): Promise<Snapshot> {
    let [row] = await db.select().from(bundles).where(eq(bundles.isActive, true));
    if (!row && !registeredOnce) {
      // A database nobody registered content into yet (tests, first start): register what is on disk.
      const [any] = await db.select({ n: count() }).from(bundles);
      if (!any?.n) await registerFromDisk();
      [row] = await db.select().from(bundles).where(eq(bundles.isActive, true));
    }
    if (!row) return EMPTY;
    if (snapshot?.pk === row.id) return snapshot;
    return load(row);
  }

  /**
   * One load at a time (single flight): concurrent callers share it. A change of generation
   * (activate) while it runs discards its result, so a stale load never replaces a newer one.
   */
  function refresh(): Promise<Snapshot> {
    if (inFlight) return inFlight;
    const startedAt = generation;
    const run = fetchSnapshot()
      .then((next) => {
        if (startedAt === generation) {
          snapshot = next;
          checkedAt = Date.now();
        }
        return snapshot ?? next;
      })
      .finally(() => {
        if (inFlight === run) inFlight = null;
      });
    inFlight = run;
    return run;
  }

  /**
   * The snapshot requests read. Only the first request of a process (or the first after an
   * activation here) waits for a load; after that requests never wait: every ACTIVE_RECHECK_MS at
   * most one background check asks which bundle is active (another process may have switched it)
   * and swaps the snapshot when it changed.
   */
  async function current(): Promise<Snapshot> {
    if (!snapshot) return refresh();
    if (Date.now() - checkedAt >= ACTIVE_RECHECK_MS && !inFlight) {
      checkedAt = Date.now();
      refresh().catch(() => {
        // The database is briefly unreachable: keep serving the snapshot held, and try again later.
      });
    }
    return snapshot;
  }

  return {
    contentDir,
    async activeBundle() {
      return (await current()).bundle;
    },
    async findLesson(idOrStableId) {
      const s = await current();
      if (typeof idOrStableId === 'number') return s.byId.get(idOrStableId) ?? null;
      if (/^\d+$/.test(idOrStableId)) return s.byId.get(Number(idOrStableId)) ?? null;
      return s.byStableId.get(idOrStableId) ?? null;
    },
    async stories() {
      return (await current()).stories;
    },
    async findStory(idOrStableId) {
      return (await current()).storyByKey.get(idOrStableId) ?? null;
    },
    async categories() {
      return (await current()).categories;
    },
    async audioText(key) {
      return (await current()).audio.get(key);
    },
    async activate(bundleId, version, tx) {
      const row = await activateBundle(tx ?? db, bundleId, version);
      generation++;
      snapshot = null;
      inFlight = null;
      checkedAt = 0;
      if (!row) return null;
      const [n] = await (tx ?? db).select({ n: count() }).from(lessons).where(eq(lessons.bundlePk, row.id));
      return toInfo(row, n?.n ?? 0);
    },
    async listBundles() {
      const rows = await db
        .select({
          bundle: bundles,
          lessonCount: sql<number>`(select count(*) from "lessons" where "lessons"."bundle_pk" = "bundles"."id")::int`,
        })
        .from(bundles)
        .orderBy(asc(bundles.bundleId), asc(bundles.version));
      return rows.map((r) => toInfo(r.bundle, Number(r.lessonCount)));
    },
    registerFromDisk,
    invalidate() {
      generation++;
      snapshot = null;
      inFlight = null;
      checkedAt = 0;
    },
  };
}
