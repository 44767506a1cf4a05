/**
 * Reads the dialogue banks of the curriculum bundles (content/bundles/<id>/dialogues/*.json),
 * each file one scenario checked by the domain schema.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dialogueScenarioSchema, type DialogueScenario } from '@hadal/domain';

export interface DialogueFile {
  file: string;
  scenario?: DialogueScenario;
  errors: string[];
}

/** Every dialogue file of one bundle directory, parsed (errors listed, never thrown). */
export function readDialogueDir(bundleDir: string): DialogueFile[] {
  const dir = path.join(bundleDir, 'dialogues');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        return { file, errors: [`is not JSON: ${(e as Error).message}`] };
      }
      const parsed = dialogueScenarioSchema.safeParse(raw);
      if (!parsed.success)
        return { file, errors: parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
      return { file, scenario: parsed.data, errors: [] };
    });
}

/** The valid scenarios of every bundle under `contentDir`, the first of each id winning. */
export function loadDialogueBank(contentDir: string): DialogueScenario[] {
  const bundles = path.join(contentDir, 'bundles');
  if (!existsSync(bundles)) return [];
  const byId = new Map<string, DialogueScenario>();
  for (const b of readdirSync(bundles).sort()) {
    for (const f of readDialogueDir(path.join(bundles, b))) {
      if (f.scenario && !byId.has(f.scenario.id)) byId.set(f.scenario.id, f.scenario);
    }
  }
  return [...byId.values()];
}
