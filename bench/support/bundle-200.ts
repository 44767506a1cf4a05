import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BENCH_LESSON_COUNT = 200;

/**
 * A content folder holding one bundle of exactly 200 lessons, made from the real Somali Core
 * lessons (each copied under a new stable_id and order_index), so `GET /api/lessons?limit=200`
 * is measured on a full page.
 */
export function createBench200ContentDir(repoRoot: string): string {
  const source = path.join(repoRoot, 'content/bundles/somali-core');
  const dir = mkdtempSync(path.join(tmpdir(), 'hadal-bench-content-'));
  const bundleDir = path.join(dir, 'bundles/bench-200');
  mkdirSync(path.join(bundleDir, 'lessons'), { recursive: true });
  cpSync(path.join(source, 'lexicon'), path.join(bundleDir, 'lexicon'), { recursive: true });
  writeFileSync(
    path.join(bundleDir, 'bundle.json'),
    JSON.stringify({
      bundle_id: 'bench-200',
      name: 'Benchmark bundle',
      version: 1,
      description: 'Somali Core lessons repeated to 200.',
    }),
  );
  const lessons = readdirSync(path.join(source, 'lessons'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(source, 'lessons', f), 'utf8')) as Record<string, unknown>);
  const nextOrder = new Map<string, number>();
  for (let i = 0; i < BENCH_LESSON_COUNT; i++) {
    const lesson = lessons[i % lessons.length]!;
    const group = `${lesson.cefr_level}-${lesson.lesson_type}`;
    const order = (nextOrder.get(group) ?? 0) + 1;
    nextOrder.set(group, order);
    const copy = {
      ...lesson,
      stable_id: `${lesson.stable_id as string}-${Math.floor(i / lessons.length) + 1}`,
      order_index: order,
    };
    writeFileSync(path.join(bundleDir, 'lessons', `${copy.stable_id}.json`), JSON.stringify(copy));
  }
  return dir;
}
