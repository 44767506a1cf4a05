import { and, desc, eq, sql } from 'drizzle-orm';
import { enrichLessonAnswers } from '@hadal/domain';
import { enrichLessonAudio, enrichStoryAudio } from '@hadal/content-tools';
import type { Db, DbOrTx } from '@/db/client';
import { bundles, lessons, stories } from '@/db/schema';
import { answerSupportSource } from './answer-support.source';
import type { LoadedBundle } from './bundle-loader';

/** Serialises registration and activation between processes sharing one PostgreSQL. */
const REGISTRY_LOCK_KEY = 72_416_001;

export interface RegistrationResult {
  /** bundle_id@version pairs registered by this call (already known versions are not listed). */
  added: string[];
  /** Lesson files skipped because they do not pass the schema (content:check reports them). */
  skipped: string[];
  active: { bundle_id: string; version: number } | null;
}

/**
 * Registers every bundle version found on disk. Idempotent and safe when several processes start
 * at once: rows are inserted with ON CONFLICT, under a transaction-scoped advisory lock. A lesson of
 * an already registered version is updated only if its file changed (content is edited before a
 * version is published). If no bundle is active, the newest version of the first bundle becomes active.
 */
export async function registerBundles(db: Db, loaded: LoadedBundle[]): Promise<RegistrationResult> {
  const result: RegistrationResult = { added: [], skipped: [], active: null };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK_KEY})`);
    for (const bundle of loaded) {
      const m = bundle.manifest;
      if (!m) {
        result.skipped.push(bundle.manifestFile);
        continue;
      }
      const inserted = await tx
        .insert(bundles)
        .values({ bundleId: m.bundle_id, version: m.version, name: m.name, description: m.description })
        .onConflictDoNothing()
        .returning({ id: bundles.id });
      if (inserted.length) result.added.push(`${m.bundle_id}@${m.version}`);
      const [row] = await tx
        .select({ id: bundles.id })
        .from(bundles)
        .where(and(eq(bundles.bundleId, m.bundle_id), eq(bundles.version, m.version)));
      if (!row) throw new Error(`bundle ${m.bundle_id}@${m.version} was not registered`);
      const values = [];
      const support = answerSupportSource(bundle);
      for (const f of bundle.lessons) {
        if (!f.lesson) {
          result.skipped.push(f.file);
          continue;
        }
        const l = f.lesson;
        values.push({
          bundlePk: row.id,
          stableId: l.stable_id,
          lessonType: l.lesson_type,
          cefrLevel: l.cefr_level,
          level: l.level,
          orderIndex: l.order_index,
          category: l.category,
          title: l.title,
          description: l.description,
          icon: l.icon,
          data: enrichLessonAudio(support ? enrichLessonAnswers(l, support) : l),
        });
      }
      // Two files may claim one stable_id; the checker reports it, registration keeps the first.
      const unique = [...new Map(values.reverse().map((v) => [v.stableId, v])).values()].reverse();
      if (unique.length) {
        await tx
          .insert(lessons)
          .values(unique)
          .onConflictDoUpdate({
            target: [lessons.bundlePk, lessons.stableId],
            set: {
              lessonType: sql`excluded.lesson_type`,
              cefrLevel: sql`excluded.cefr_level`,
              level: sql`excluded.level`,
              orderIndex: sql`excluded.order_index`,
              category: sql`excluded.category`,
              title: sql`excluded.title`,
              description: sql`excluded.description`,
              icon: sql`excluded.icon`,
              data: sql`excluded.data`,
            },
            setWhere: sql`${lessons.data} is distinct from excluded.data`,
          });
      }
      await registerStories(tx, row.id, bundle);
    }
    const [active] = await tx.select().from(bundles).where(eq(bundles.isActive, true));
    if (active) {
      result.active = { bundle_id: active.bundleId, version: active.version };
      return;
    }
    const firstId = loaded.find((b) => b.manifest)?.manifest?.bundle_id;
    const [newest] = await tx
      .select()
      .from(bundles)
      .where(firstId ? eq(bundles.bundleId, firstId) : undefined)
      .orderBy(bundles.bundleId, desc(bundles.version))
      .limit(1);
    if (newest) {
      await tx.update(bundles).set({ isActive: true }).where(eq(bundles.id, newest.id));
      result.active = { bundle_id: newest.bundleId, version: newest.version };
    }
  });
  return result;
}

/** The stories of a bundle version that pass the schema; a file changed since is updated (content:check reports the rest). */
async function registerStories(tx: DbOrTx, bundlePk: number, bundle: LoadedBundle): Promise<void> {
  const byId = new Map<string, typeof stories.$inferInsert>();
  for (const f of bundle.stories ?? []) {
    if (!f.story || byId.has(f.story.stable_id)) continue;
    const story = enrichStoryAudio(f.story);
    byId.set(story.stable_id, {
      bundlePk,
      stableId: story.stable_id,
      cefrLevel: story.cefr_level,
      orderIndex: story.order_index,
      data: story,
    });
  }
  if (!byId.size) return;
  await tx
    .insert(stories)
    .values([...byId.values()])
    .onConflictDoUpdate({
      target: [stories.bundlePk, stories.stableId],
      set: {
        cefrLevel: sql`excluded.cefr_level`,
        orderIndex: sql`excluded.order_index`,
        data: sql`excluded.data`,
      },
      setWhere: sql`${stories.data} is distinct from excluded.data`,
    });
}

/**
 * Makes one bundle version the only active one; the newest version when none is given. Inside a
 * caller's transaction (`db` a transaction) it runs as a savepoint of it.
 */
export async function activateBundle(db: DbOrTx, bundleId: string, version?: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRY_LOCK_KEY})`);
    const [target] = await tx
      .select()
      .from(bundles)
      .where(
        version === undefined
          ? eq(bundles.bundleId, bundleId)
          : and(eq(bundles.bundleId, bundleId), eq(bundles.version, version)),
      )
      .orderBy(desc(bundles.version))
      .limit(1);
    if (!target) return null;
    await tx.update(bundles).set({ isActive: false }).where(eq(bundles.isActive, true));
    await tx.update(bundles).set({ isActive: true }).where(eq(bundles.id, target.id));
    return { ...target, isActive: true };
  });
}
