/**
 * content:check for a bundle's stories (stories/*.json): the schema, file names and unique ids,
 * order_index 1..n per level, the story rules (lines, questions, glossary) and the Somali linter.
 */
import type { CefrLevel, StoryFile } from '@hadal/domain';
import { checkStory, storySomaliStrings, type SomaliLexicon } from '@hadal/content-tools';
import path from 'node:path';
import type { LoadedStoryFile } from './bundle-loader';
import type { CheckFinding } from './content-check.types';
import { lintSomaliStrings } from './lesson-content.check';

export interface CheckedStory {
  file: string;
  story: StoryFile;
}

export function checkStories(
  files: readonly LoadedStoryFile[],
  lexicon: SomaliLexicon,
): { findings: CheckFinding[]; stories: CheckedStory[] } {
  const findings: CheckFinding[] = [];
  const stories: CheckedStory[] = [];
  for (const f of files) {
    for (const message of f.errors) findings.push({ severity: 'error', rule: 'schema', file: f.file, message });
    if (!f.story) continue;
    const { story } = f;
    const where = { file: f.file, stableId: story.stable_id };
    stories.push({ file: f.file, story });
    if (path.basename(f.file) !== `${story.stable_id}.json`) {
      findings.push({
        severity: 'error',
        rule: 'file-name',
        ...where,
        message: `the file should be named ${story.stable_id}.json`,
      });
    }
    for (const finding of checkStory(story)) findings.push({ ...finding, ...where });
    findings.push(...lintSomaliStrings(storySomaliStrings(story), lexicon, where));
  }
  const byLevel = new Map<CefrLevel, CheckedStory[]>();
  for (const s of stories) byLevel.set(s.story.cefr_level, [...(byLevel.get(s.story.cefr_level) ?? []), s]);
  for (const [level, group] of byLevel) {
    const found = group.map((g) => g.story.order_index).sort((a, b) => a - b);
    if (found.every((n, i) => n === i + 1)) continue;
    for (const g of group) {
      findings.push({
        severity: 'error',
        rule: 'order-index',
        file: g.file,
        stableId: g.story.stable_id,
        message: `the ${level} stories must be numbered 1..${group.length} (found ${found.join(', ')})`,
      });
    }
  }
  const ids = new Set<string>();
  for (const s of stories) {
    if (ids.has(s.story.stable_id)) {
      findings.push({
        severity: 'error',
        rule: 'stable-id-unique',
        file: s.file,
        message: `story "${s.story.stable_id}" repeats`,
      });
    }
    ids.add(s.story.stable_id);
  }
  return { findings, stories };
}
