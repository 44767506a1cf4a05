import { Mic, RotateCcw, Square } from 'lucide-react';
import { PRONUNCIATION_MAX_AUDIO_S } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import type { RecorderState } from '@/lib/recording/use-recorder';
import { LevelMeter } from './level-meter';

const clock = (s: number) => `0:${String(Math.floor(s)).padStart(2, '0')}`;

/** Record, Stop (with the level meter and the time left), then the learner's own recording and Record again. */
export function RecorderControls({
  recorder,
  disabled,
  onStart,
  onStop,
  onRetry,
  retryLabel = 'Record again',
}: {
  recorder: RecorderState;
  /** null: the caller offers its own Try again. */
  retryLabel?: string | null;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
  onRetry: () => void;
}) {
  const { status } = recorder;
  if (status === 'recording') {
    return (
      <div className="space-y-3 rounded-card border border-ocean-200 bg-ocean-50 p-4">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-danger-700" />
          <span className="font-semibold text-ink-900">Recording…</span>
          <span className="ml-auto text-sm tabular-nums text-ink-700" aria-live="off">
            {clock(recorder.elapsedS)} / {clock(PRONUNCIATION_MAX_AUDIO_S)}
          </span>
        </div>
        <LevelMeter level={recorder.level} />
        <Button onClick={onStop} variant="danger" className="w-full sm:w-auto">
          <Square aria-hidden="true" className="size-4" /> Stop
        </Button>
      </div>
    );
  }
  if (status === 'recorded' && recorder.url) {
    return (
      <div className="space-y-2 rounded-card border border-sand-200 bg-white p-4">
        <p className="text-sm font-semibold text-ink-700">Your recording</p>
        <audio controls src={recorder.url} className="w-full" aria-label="Play your recording" />
        {retryLabel ? (
          <Button variant="ghost" size="sm" onClick={onRetry} disabled={disabled}>
            <RotateCcw aria-hidden="true" className="size-4" /> {retryLabel}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <Button
        onClick={onStart}
        loading={status === 'starting' || status === 'processing'}
        disabled={disabled}
        size="lg"
        className="w-full sm:w-auto"
      >
        <Mic aria-hidden="true" className="size-5" /> {status === 'processing' ? 'Preparing…' : 'Record'}
      </Button>
      {recorder.error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {recorder.error}
        </p>
      ) : null}
    </div>
  );
}
