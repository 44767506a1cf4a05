import { composeScenario } from '@hadal/domain';
import { describe, expect, it } from 'vitest';
import { createSomaliTextLinter } from '@/modules/content';
import { checkDraftScript } from '@/modules/dynamic-lessons/script-validation';
import { DEFAULT_CONTENT_DIR } from '@/paths';
import { loadDialogueBank } from './dialogue-bank';

const bank = loadDialogueBank(DEFAULT_CONTENT_DIR);
const linter = createSomaliTextLinter(DEFAULT_CONTENT_DIR);

describe("the curriculum's dialogue bank", () => {
  it('has at least 12 scenarios across A1 to B2, named as the issue asks', () => {
    expect(bank.length).toBeGreaterThanOrEqual(12);
    expect(new Set(bank.map((s) => s.level))).toEqual(new Set(['A1', 'A2', 'B1', 'B2']));
    for (const id of [
      'market',
      'family-visit',
      'doctor',
      'school',
      'directions',
      'restaurant',
      'phone-call',
      'job-interview',
      'travel',
      'ramadan-eid',
      'wedding',
      'neighbours',
    ])
      expect(bank.map((s) => s.id)).toContain(id);
  });

  it('composes, for every scenario and every choice of slot values, a script the stored-script checks accept', () => {
    for (const scenario of bank) {
      for (let seed = 0; seed < 6; seed += 1) {
        const steps = composeScenario(scenario, (n) => (seed * 7 + n) % n);
        const check = checkDraftScript(steps, linter);
        expect(check.ok ? [] : check.problems, scenario.id).toEqual([]);
      }
    }
  });
});
