import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DYNAMIC_LESSON_MESSAGES as M, type ResponseFeedback } from '@hadal/domain';
import { buttonStyles } from '@/components/ui/button-styles';
import { ProgressBar } from '@/components/ui/progress-bar';
import { startBrowserCapture, type StartCapture } from '@/lib/recording/microphone';
import { useRecorder } from '@/lib/recording/use-recorder';
import { dynamicLessonKeys, getSession, getSpeechConfig, respond, selfCheck, skipStep, startSession } from './api';
import { AnswerControls } from './components/answer-controls';
import { FeedbackPanel } from './components/feedback-panel';
import { HistoryList } from './components/history-list';
import { StepPanel } from './components/step-panel';
import { loadErrorText } from './error-text';

/** /interactive-lesson/{lessonId} (spec 02 §2, §4): speak each turn, get feedback, to 'Lesson Complete'. */
export function InteractiveLessonPage({ startCapture = startBrowserCapture }: { startCapture?: StartCapture }) {
  const lessonId = Number(useParams().lessonId);
  const valid = Number.isInteger(lessonId) && lessonId > 0;
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: dynamicLessonKeys.session(lessonId),
    queryFn: () => startSession(lessonId),
    enabled: valid,
    staleTime: Infinity,
    retry: false,
  });
  const speech = useQuery({ queryKey: dynamicLessonKeys.speech, queryFn: getSpeechConfig, staleTime: Infinity });
  const recorder = useRecorder(startCapture);
  const [feedback, setFeedback] = useState<ResponseFeedback | null>(null);
  const [processing, setProcessing] = useState(false);
  const selfCheckMode = speech.data?.mode === 'self_check';
  const data = session.data;

  async function answer(call: () => Promise<ResponseFeedback>) {
    setProcessing(true);
    try {
      setFeedback(await call());
    } catch (error) {
      // Spec 02 §8: a failed submit is only logged.
      console.warn('Submitting the answer failed', error);
      recorder.reset();
    } finally {
      setProcessing(false);
    }
  }

  // With a recogniser, a finished recording is sent at once as response.wav.
  const { status, wav } = recorder;
  useEffect(() => {
    if (!data || selfCheckMode || !speech.data || status !== 'recorded' || !wav || feedback || processing) return;
    void answer(() => respond(data.id, wav));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one submission per recording
  }, [status, wav]);

  async function next() {
    if (!data) return;
    setProcessing(true);
    try {
      queryClient.setQueryData(dynamicLessonKeys.session(lessonId), await getSession(data.id));
    } catch (error) {
      console.warn('Refreshing the session failed', error);
    } finally {
      setProcessing(false);
      setFeedback(null);
      recorder.reset();
    }
  }

  if (!valid)
    return (
      <Shell>
        <p>{M.lessonNotFound}</p>
      </Shell>
    );
  if (session.isPending)
    return (
      <Shell>
        <p role="status">Loading lesson...</p>
      </Shell>
    );
  if (session.isError) {
    const text = loadErrorText(session.error, 'Failed to load the lesson');
    return (
      <Shell>
        {text === M.lessonNotFound ? (
          <p>{text}</p>
        ) : (
          <p className="text-danger-700" role="alert">
            {text}
          </p>
        )}
      </Shell>
    );
  }
  const lesson = data!.lesson;
  const total = data!.total_steps;
  const current = data!.current_step_data;

  if (data!.completed || !current) {
    return (
      <Shell title={lesson.scenario}>
        <div className="space-y-4 rounded-card border border-success-700/30 bg-success-50 p-6 text-center">
          <h2 className="text-2xl font-bold text-success-700">Lesson Complete</h2>
          <p className="text-ink-900">You finished this conversation. Well done!</p>
          <Link to="/dynamic-lessons" className={buttonStyles({})}>
            Back to Lessons
          </Link>
        </div>
        <HistoryList history={data!.conversation_history} />
      </Shell>
    );
  }

  const expected = lesson.conversation_script[data!.current_step + 1] ?? null;
  return (
    <Shell title={lesson.scenario}>
      <div className="space-y-1">
        <p className="text-sm text-ink-700">
          Step {data!.current_step + 1} of {total}
        </p>
        <ProgressBar value={data!.current_step + 1} max={total} label="Lesson progress" />
        {lesson.scenario_used ? (
          <p className="text-sm text-ink-700">Built-in practice scenario: {lesson.scenario_used} (not AI-written)</p>
        ) : null}
      </div>
      <StepPanel key={data!.current_step} current={current} expected={expected} />
      {feedback ? (
        <FeedbackPanel
          feedback={feedback}
          busy={processing}
          onNext={() => void next()}
          onRetry={() => {
            setFeedback(null);
            recorder.reset();
          }}
        />
      ) : null}
      <AnswerControls
        recorder={recorder}
        selfCheck={selfCheckMode}
        processing={processing}
        feedbackShown={feedback !== null}
        onRecord={() => void recorder.start()}
        onStop={() => void recorder.stop()}
        onSkip={() => void answer(() => skipStep(data!.id))}
        onSelfCheck={(result) => void answer(() => selfCheck(data!.id, result))}
      />
      <HistoryList history={data!.conversation_history} />
    </Shell>
  );
}

function Shell({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink-900">{title ?? 'Interactive Lesson'}</h1>
      {children}
    </div>
  );
}
