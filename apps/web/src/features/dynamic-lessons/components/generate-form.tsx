import { useId, useState, type FormEvent } from 'react';
import {
  CEFR_LEVELS,
  DIFFICULTY_LABELS,
  DYNAMIC_LESSON_MESSAGES as M,
  SCENARIO_MAX_CHARS,
  type CefrLevel,
} from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';

/** Difficulty select, optional custom scenario, generate button (spec 02 §2, §5). */
export function GenerateForm({
  busy,
  error,
  onGenerate,
}: {
  busy: boolean;
  error: string | null;
  onGenerate: (input: { scenario: string; difficulty: CefrLevel }) => void;
}) {
  const [difficulty, setDifficulty] = useState<CefrLevel>('A1');
  const [custom, setCustom] = useState(false);
  const [scenario, setScenario] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const ids = { check: useId(), text: useId(), err: useId() };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (custom && !scenario.trim()) return setInvalid(M.scenarioRequired);
    setInvalid(null);
    onGenerate({ scenario: custom ? scenario.trim() : '', difficulty });
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-card border border-sand-200 bg-white p-5 sm:p-6" noValidate>
      <Select label="Difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value as CefrLevel)}>
        {CEFR_LEVELS.map((level) => (
          <option key={level} value={level}>
            {DIFFICULTY_LABELS[level]}
          </option>
        ))}
      </Select>
      <div className="flex items-center gap-2">
        <input
          id={ids.check}
          type="checkbox"
          className="size-4"
          checked={custom}
          onChange={(e) => setCustom(e.target.checked)}
        />
        <label htmlFor={ids.check} className="text-sm font-semibold text-ink-900">
          Use a custom scenario
        </label>
      </div>
      {custom ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.text} className="text-sm font-semibold text-ink-900">
            Scenario
          </label>
          <textarea
            id={ids.text}
            value={scenario}
            maxLength={SCENARIO_MAX_CHARS}
            rows={3}
            onChange={(e) => setScenario(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? ids.err : undefined}
            placeholder="For example: buying bananas at the market"
            className="rounded-control border border-sand-300 px-3 py-2 text-ink-900"
          />
          {invalid ? (
            <p id={ids.err} className="text-sm text-danger-700">
              {invalid}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Generating...' : 'Generate Lesson'}
      </Button>
    </form>
  );
}
