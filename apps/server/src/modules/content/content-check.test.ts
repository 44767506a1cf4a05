import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_CONTENT_DIR, FIXTURE_CONTENT_DIR } from '@test/fixtures/content';
import { loadBundles } from './bundle-loader';
import { bundlePasses, checkBundle, loadSomaliWordLists, MissingSomaliDataError } from './content-check';
import { formatFindings, formatSummary } from './content-check.report';

const lists = loadSomaliWordLists();

describe('content check', () => {
  it('finds no error in the clean fixture bundle, and counts it', () => {
    const [bundle] = loadBundles(FIXTURE_CONTENT_DIR);
    const report = checkBundle(bundle!, lists);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.summary.lessonsByLevelKind.A1.vocabulary).toBe(2);
    expect(report.summary.distinctVocabulary).toBeGreaterThanOrEqual(10);
    // Two lessons are far from the curriculum's targets.
    expect(report.summary.targets.find((t) => t.level === 'A1' && t.kind === 'vocabulary')).toMatchObject({
      required: 12,
      actual: 2,
      met: false,
    });
    expect(bundlePasses(report)).toBe(false);
  });

  it('reports every deliberately broken rule with file, lesson, exercise and word', () => {
    // A file that is not JSON at all (kept out of the repository, where the formatter would reject it).
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-broken-content-'));
    cpSync(BROKEN_CONTENT_DIR, dir, { recursive: true });
    writeFileSync(path.join(dir, 'bundles/broken-core/lessons/a1-vocab-not-json.json'), '{ "stable_id": ');
    const [bundle] = loadBundles(dir);
    const report = checkBundle(bundle!, lists);
    const found = (rule: string) => report.findings.filter((f) => f.rule === rule);
    const one = (rule: string) => {
      const list = found(rule);
      expect(list.length, rule).toBeGreaterThan(0);
      return list[0]!;
    };
    expect(one('answer-not-in-options')).toMatchObject({
      stableId: 'a1-vocab-broken',
      exerciseId: 'ex09',
      severity: 'error',
    });
    expect(one('blank').exerciseId).toBe('ex91');
    expect(one('matching-unique').exerciseId).toBe('ex92');
    expect(one('phrases-count').exerciseId).toBe('ex93');
    expect(one('unknown-type')).toMatchObject({ exerciseId: 'ex94', severity: 'warning' });
    expect(one('audio-key').word).toBe('missing_recording.wav');
    expect(found('loanword').map((f) => f.word)).toEqual(['pizza', 'xyzzyq']);
    expect(one('vowels').word).toBe('nabaaad');
    expect(one('apostrophe').word).toBe("'nabad");
    expect(found('unknown-word').map((f) => f.word)).toContain('nabadgeliyo');
    expect(one('spelling-consistency').message).toContain('"soo dhawoow" and "soo dhawow"');
    expect(one('file-name').file).toMatch(/a1-vocab-misnamed\.json$/);
    expect(one('order-index').stableId).toBe('a1-vocab-gap');
    expect(one('min-exercises').stableId).toBe('a1-vocab-gap');
    expect(one('learning-notes').stableId).toBe('a1-vocab-gap');
    expect(found('schema').some((f) => f.file.endsWith('a1-vocab-not-json.json'))).toBe(true);
    expect(found('schema').some((f) => f.message.startsWith('stable_id:'))).toBe(true);
    expect(one('lexicon').message).toBe('"xyz" has no English meaning');
    expect(one('stable-id-removed').stableId).toBe('a1-vocab-removed');
    expect(bundlePasses(report)).toBe(false);
    const text = formatFindings(report, { warnings: true });
    expect(text).toContain('a1-vocab-broken.json  (a1-vocab-broken)');
    expect(text).toContain('hint:');
    expect(formatSummary(report)).toContain('Result: FAIL');
  });

  it('fails with a clear message when the Somali word lists are missing', () => {
    expect(() => loadSomaliWordLists('/nonexistent-somali-data')).toThrow(MissingSomaliDataError);
    expect(() => loadSomaliWordLists('/nonexistent-somali-data')).toThrow(/content\/reference\/somali/);
  });
});
