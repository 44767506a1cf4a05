import { useEffect, useRef, type ReactNode } from 'react';
import { Info, RotateCcw } from 'lucide-react';
import { PRONUNCIATION_MESSAGES as M, selfReportedResult, type PronunciationResult } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { RecorderControls } from './components/recorder-controls';
import { ResultDetails } from './components/result-details';
import { SelfCheckPanel } from './components/self-check-panel';
import { useCheckPronunciation, useSpeechConfig } from './hooks';
import type { StartCapture } from '@/lib/recording/microphone';
import { useRecorder } from '@/lib/recording/use-recorder';

export interface PronunciationPracticeProps {
  lessonId: string;
  exerciseId: string;
  /** The words to say (shown by the lesson player). */
  expectedText: string;
  /** The lesson player's play button for the reference audio. */
  reference: ReactNode;
  /** Feedback is shown (a result, a self-check verdict or a skip). */
  answered: boolean;
  /** The footer's Check Answer: an action once a recording exists, else null. */
  onReady: (check: (() => void) | null) => void;
  onResult: (result: PronunciationResult) => void;
  /** Try again after a result: the lesson player clears its feedback. */
  onRetry: () => void;
  /** The microphone (tests hand in a fake). */
  startCapture?: StartCapture;
}

/**
 * The pronunciation exercise (spec 01 §2, §4; spec 02 §2, §4): record, stop, check with the
 * server's speech recogniser, or compare by ear when there is none; try again; Skip Practice.
 */
export function PronunciationPractice(props: PronunciationPracticeProps) {
  const { lessonId, exerciseId, expectedText, answered, onReady, onResult, onRetry } = props;
  const config = useSpeechConfig();
  const recorder = useRecorder(props.startCapture);
  const check = useCheckPronunciation();
  const selfCheck = config.isError || config.data?.mode === 'self_check';
  const result = check.data;

  const submit = () => {
    if (!recorder.wav) return;
    check.mutate(
      { wav: recorder.wav, lessonId, exerciseId },
      {
        onSuccess: onResult,
        onError: (error) => {
          // The server has no provider, or this child may not use it: compare by ear instead.
          if (error instanceof ApiError && (error.status === 503 || error.status === 403)) void config.refetch();
        },
      },
    );
  };
  const soundsRight = () => onResult(selfReportedResult(expectedText, 'close'));

  const ready = recorder.status === 'recorded' && !answered && !check.isPending && !config.isPending;
  const action = ready ? (selfCheck ? soundsRight : submit) : null;
  const latest = useRef(action);
  latest.current = action;
  const hasAction = action !== null;
  useEffect(() => {
    onReady(hasAction ? () => latest.current?.() : null);
  }, [hasAction, onReady]);

  const tryAgain = () => {
    recorder.reset();
    check.reset();
    onRetry();
  };

  return (
    <div className="space-y-4">
      {selfCheck ? (
        <Alert tone="info" role="none" icon={<Info className="size-4" />}>
          {config.data?.reason === 'child_consent_required'
            ? 'Your recordings stay on this device. Record yourself, then compare it with the reference by ear.'
            : 'Automatic checking is not available here. Record yourself, then compare it with the reference by ear.'}
        </Alert>
      ) : null}

      {!answered ? (
        <RecorderControls
          recorder={recorder}
          disabled={check.isPending}
          retryLabel={selfCheck ? null : 'Record again'}
          onStart={() => void recorder.start()}
          onStop={() => void recorder.stop()}
          onRetry={tryAgain}
        />
      ) : null}

      {check.isPending ? (
        <p role="status" className="text-ink-700">
          Analyzing your pronunciation...
        </p>
      ) : null}
      {check.isError && !(check.error instanceof ApiError && [403, 503].includes(check.error.status)) ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {M.checkFailed}
        </p>
      ) : null}

      {selfCheck && recorder.status === 'recorded' && !answered ? (
        <SelfCheckPanel reference={props.reference} onSoundsRight={soundsRight} onTryAgain={tryAgain} />
      ) : null}

      {answered && result && !selfCheck ? <ResultDetails result={result} /> : null}
      {answered && result?.feedback === 'try again' ? (
        <Button variant="outline" onClick={tryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" /> Try again
        </Button>
      ) : null}

      {!answered ? (
        <Button variant="ghost" onClick={() => onResult(selfReportedResult(expectedText, 'skip'))}>
          Skip Practice
        </Button>
      ) : null}
    </div>
  );
}
