import { chooseScenario, composeScenario, randomPick, type DialogueScenario, type PickIndex } from '@hadal/domain';
import { LlmError, type ScriptWriter } from './llm';

/**
 * The embedded default: no language model. A scenario of the dialogue bank (the closest by
 * keywords to a custom scenario, else one near the difficulty) with its slots filled at random;
 * the lesson takes that scenario's title and level.
 */
export function createComposerWriter(loadBank: () => DialogueScenario[], pick: PickIndex = randomPick): ScriptWriter {
  let bank: DialogueScenario[] | null = null;
  return {
    source: 'built_in',
    async write({ scenario, difficulty }) {
      bank ??= loadBank();
      if (!bank.length) throw new LlmError('the curriculum has no dialogue bank');
      const chosen = chooseScenario(bank, difficulty, scenario, pick);
      const label = `${chosen.title} (${chosen.level})`;
      // The lesson is the bank's scenario: its title and level, whatever the learner's words were.
      return { steps: composeScenario(chosen, pick), title: chosen.title, scenarioUsed: label, level: chosen.level };
    },
  };
}
