import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseScenario,
  composeScenario,
  dialogueScenarioSchema,
  fillSlots,
  type DialogueScenario,
} from './dialogue-bank';
import { draftScriptSchema, SKIP_STEPS } from './dynamic-lessons.schemas';
import { advanceSession, allowsNextStep, feedbackFromSimilarity } from './session-rules';

const scenario = (id: string, level: DialogueScenario['level'], keywords: string[]): DialogueScenario =>
  dialogueScenarioSchema.parse({
    id,
    title: `Scenario ${id}`,
    level,
    keywords,
    context: 'You are {me.en}.',
    slots: {
      me: {
        kind: 'name',
        values: [
          { so: 'Hodan', en: 'Hodan' },
          { so: 'Cali', en: 'Cali' },
        ],
      },
      item: {
        kind: 'item',
        values: [
          { so: 'moos', en: 'bananas' },
          { so: 'rooti', en: 'bread' },
        ],
      },
    },
    steps: [
      { speaker: 'ai', somali: 'Maxaad rabtaa?', english: 'What would you like?', guidance: 'Ask for {item.en}.' },
      { speaker: 'learner', somali: '{Item} ma haysaa?', english: 'Do you have {item.en}?', guidance: 'Say it.' },
      { speaker: 'ai', somali: 'Haa, {me}.', english: 'Yes, {me.en}.', guidance: 'Thank them.' },
      { speaker: 'learner', somali: 'Mahadsanid.', english: 'Thank you.', guidance: 'Say: Thank you.' },
    ],
  });

const market = scenario('market', 'A1', ['market', 'shop', 'bananas']);
const doctor = scenario('doctor', 'A2', ['doctor', 'fever']);
const interview = scenario('interview', 'B1', ['job', 'interview']);

describe('the dialogue bank', () => {
  it('refuses a scenario whose turns do not alternate or that names an unknown slot', () => {
    const bad = { ...market, steps: [...market.steps].reverse() };
    expect(dialogueScenarioSchema.safeParse(bad).success).toBe(false);
    const unknown = { ...market, steps: market.steps.map((s) => ({ ...s, somali: '{nobody} waa' })) };
    expect(dialogueScenarioSchema.safeParse(unknown).success).toBe(false);
  });

  it('fills {slot}, {Slot} capitalised and {slot.en}', () => {
    const values = { item: { so: 'moos', en: 'bananas' } };
    expect(fillSlots('Haa. {Item} ma haysaa?', values)).toBe('Haa. Moos ma haysaa?');
    expect(fillSlots('{item} i sii', values)).toBe('Moos i sii');
    expect(fillSlots('Do you have {item.en}?', values)).toBe('Do you have bananas?');
  });

  it('composes a valid draft script with every slot filled, whatever values are picked (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (picks) => {
        let i = 0;
        const steps = composeScenario(market, (n) => picks[i++ % picks.length]! % n);
        expect(draftScriptSchema.safeParse(steps).success).toBe(true);
        expect(steps.flatMap((s) => Object.values(s)).join(' ')).not.toMatch(/[{}]/);
      }),
    );
  });

  it('gives different lessons for different picks', () => {
    const a = composeScenario(market, () => 0);
    const b = composeScenario(market, (n) => n - 1);
    expect(a).not.toEqual(b);
  });

  it('matches a custom scenario by keywords, else picks a scenario of the nearest level', () => {
    const bank = [market, doctor, interview];
    expect(chooseScenario(bank, 'C2', 'I have a fever and see a doctor').id).toBe('doctor');
    expect(chooseScenario(bank, 'A1', 'my job interview tomorrow').id).toBe('interview');
    expect(chooseScenario(bank, 'A2', 'quantum physics').id).toBe('doctor');
    expect(chooseScenario(bank, 'C1', '').id).toBe('interview');
  });
});

describe('session rules', () => {
  it('moves two steps on for skip, correct and close, stays for incorrect, completes at the end (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.nat(10),
        fc.constantFrom('skip', 'correct', 'close', 'incorrect' as const),
        (half, at, feedback) => {
          const length = half * 2;
          const step = (at % half) * 2;
          const next = advanceSession({ currentStep: step, completed: false }, feedback, length);
          if (feedback === 'incorrect') expect(next).toEqual({ currentStep: step, completed: false });
          else expect(next).toEqual({ currentStep: step + SKIP_STEPS, completed: step + SKIP_STEPS >= length });
          expect(allowsNextStep(feedback)).toBe(feedback !== 'incorrect');
        },
      ),
    );
  });

  it('never moves a completed session', () => {
    expect(advanceSession({ currentStep: 4, completed: true }, 'skip', 4)).toEqual({ currentStep: 4, completed: true });
  });

  it('maps similarity to correct, close and incorrect with the pronunciation thresholds', () => {
    expect([1, 0.85, 0.7, 0.3].map(feedbackFromSimilarity)).toEqual(['correct', 'correct', 'close', 'incorrect']);
  });
});
