import { Mic, Square } from 'lucide-react';
import { DYNAMIC_LESSON_MESSAGES as M } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import type { RecorderState } from '@/lib/recording/use-recorder';

/**
 * Record → Stop (a click stops it) → processing, and 'Skip & See Answer'. Without a recogniser
 * the learner plays their recording beside the expected one and says how it went.
 */
export function AnswerControls({
  recorder,
  selfCheck,
  processing,
  feedbackShown,
  onRecord,
  onStop,
  onSkip,
  onSelfCheck,
}: {
  recorder: RecorderState;
  selfCheck: boolean;
  processing: boolean;
  feedbackShown: boolean;
  onRecord: () => void;
  onStop: () => void;
  onSkip: () => void;
  onSelfCheck: (result: 'sounds_right' | 'try_again') => void;
}) {
  const recording = recorder.status === 'recording';
  const analysing = processing || recorder.status === 'processing';
  const comparing = selfCheck && recorder.status === 'recorded' && !processing && !feedbackShown;
  return (
    <div className="space-y-3">
      {selfCheck && !feedbackShown ? (
        <p className="text-sm text-ink-700">
          Automatic checking is not available on this server: record yourself, then compare with the expected response.
        </p>
      ) : null}
      {analysing ? (
        <p role="status" className="font-semibold text-ocean-800">
          {M.analyzing}
        </p>
      ) : null}
      {recorder.error ? <p className="text-sm text-danger-700">{recorder.error}</p> : null}
      {comparing && recorder.url ? (
        <div className="space-y-2 rounded-card border border-sand-200 bg-white p-4">
          <audio controls src={recorder.url} className="w-full" aria-label="Play your recording" />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onSelfCheck('sounds_right')}>Sounds right</Button>
            <Button variant="secondary" onClick={() => onSelfCheck('try_again')}>
              Try again
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!feedbackShown && !comparing ? (
          recording ? (
            <Button variant="danger" onClick={onStop}>
              <Square aria-hidden="true" className="size-4" /> Stop
            </Button>
          ) : (
            <Button onClick={onRecord} disabled={analysing || recorder.status === 'starting'}>
              <Mic aria-hidden="true" className="size-4" /> Record
            </Button>
          )
        ) : null}
        <Button variant="secondary" onClick={onSkip} disabled={analysing || feedbackShown || recording}>
          Skip &amp; See Answer
        </Button>
      </div>
    </div>
  );
}
