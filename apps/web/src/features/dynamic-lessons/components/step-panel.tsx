import { useState } from 'react';
import type { ScriptStep } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { AudioButton } from './audio-button';

/** The current line, the expected next response, the role-play context and the 'What to say' guidance. */
export function StepPanel({ current, expected }: { current: ScriptStep; expected: ScriptStep | null }) {
  const [showEnglish, setShowEnglish] = useState(false);
  return (
    <div className="space-y-4">
      <section aria-label="They say" className="rounded-card border border-ocean-200 bg-ocean-50 p-5">
        <div className="flex items-start gap-3">
          <p lang="so" className="flex-1 text-2xl font-semibold text-ink-900">
            {current.somali_text}
          </p>
          {current.audio_file ? <AudioButton file={current.audio_file} label="Listen" /> : null}
        </div>
        {showEnglish ? <p className="mt-1 text-ink-700">{current.english_text}</p> : null}
      </section>
      <section aria-label="Role-play context" className="rounded-card border border-sand-200 bg-sand-50 p-4">
        <h2 className="text-sm font-semibold uppercase text-ink-700">Role-play context</h2>
        <p className="text-ink-900">{current.roleplay_context}</p>
      </section>
      {expected ? (
        <section aria-label="What to say" className="rounded-card border border-sand-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-semibold uppercase text-ink-700">What to say</h2>
            <Button variant="ghost" size="sm" onClick={() => setShowEnglish((v) => !v)} aria-pressed={showEnglish}>
              {showEnglish ? 'Hide English' : 'Show English'}
            </Button>
          </div>
          <p className="text-ink-900">{expected.guidance}</p>
          <div className="mt-3 flex items-start gap-3 rounded-control bg-sand-50 p-3">
            <div className="flex-1">
              <p className="text-xs font-semibold uppercase text-ink-700">Expected response</p>
              <p lang="so" className="text-lg font-semibold text-ink-900">
                {expected.somali_text}
              </p>
              {showEnglish ? <p className="text-ink-700">{expected.english_text}</p> : null}
            </div>
            <AudioButton file={expected.audio_file} label="Listen to the expected response" />
          </div>
        </section>
      ) : null}
    </div>
  );
}
