import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mic, Square } from 'lucide-react';
import type { VoiceStudioQueueItem } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/page-loading';
import { fetchAudioObjectUrl } from '@/lib/audio/use-audio-player';
import { useRecorder } from '@/lib/recording/use-recorder';
import {
  errorMessage,
  getQueue,
  getRecordings,
  isForbidden,
  QUEUE_PAGE_SIZE,
  recordingUrl,
  saveRecording,
  voiceStudioKeys,
} from './api';
import { PlayButton } from './play-button';
import { StatusBadge } from './status-badge';

const MESSAGES = {
  loadFailed: 'The lines to record could not be loaded. Please try again.',
  saveFailed: 'The recording could not be saved. Please try again.',
  forbidden: 'The voice studio is for voice contributors. An administrator can make your account one.',
};

/**
 * /voice-studio: the course lines without a native voice, most played first. A contributor (or an
 * admin) listens to the computer voice, records the line, listens, and sends it for review; their
 * own recordings are listed with where each one stands.
 */
export function VoiceStudioPage() {
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(0);
  const queue = useQuery({
    queryKey: voiceStudioKeys.queue(skip),
    queryFn: () => getQueue(skip),
    placeholderData: keepPreviousData,
  });
  const mine = useQuery({ queryKey: voiceStudioKeys.recordings(), queryFn: () => getRecordings() });
  const recorder = useRecorder();
  const [recording, setRecording] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ key, audio }: { key: string; audio: Blob }) => saveRecording(key, audio),
    onSuccess: async () => {
      recorder.reset();
      setRecording(null);
      await queryClient.invalidateQueries({ queryKey: voiceStudioKeys.all });
    },
  });

  function startRecording(key: string) {
    save.reset();
    setRecording(key);
    void recorder.start();
  }

  if (queue.isPending) return <PageLoading />;

  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Voice studio</h1>
      <p className="mt-1 max-w-prose text-ink-700">
        Lend your voice to Hadal. Each line below still plays in the computer voice, the most played first. Say it
        clearly in your own voice; an administrator listens to it, and once it is approved every learner hears it.
      </p>

      {queue.isError ? (
        <Alert tone="danger" className="mt-6">
          {isForbidden(queue.error) ? MESSAGES.forbidden : errorMessage(queue.error, MESSAGES.loadFailed)}
        </Alert>
      ) : queue.data.items.length === 0 ? (
        <p className="mt-6 rounded-card border border-sand-200 bg-white p-5 text-ink-700">
          Every line of the course has a native voice. Thank you!
        </p>
      ) : (
        <>
          {save.isError ? (
            <Alert tone="danger" className="mt-4">
              {errorMessage(save.error, MESSAGES.saveFailed)}
            </Alert>
          ) : null}
          {recorder.error ? (
            <Alert tone="danger" className="mt-4">
              {recorder.error}
            </Alert>
          ) : null}
          <p className="mt-6 text-sm text-ink-700">
            {queue.data.total} {queue.data.total === 1 ? 'line' : 'lines'} to record
          </p>
          <ul className="mt-2 divide-y divide-sand-200 rounded-card border border-sand-200 bg-white">
            {queue.data.items.map((line) => (
              <QueueLine
                key={line.audio_key}
                line={line}
                active={recording === line.audio_key}
                recorder={recorder}
                saving={save.isPending}
                onRecord={() => startRecording(line.audio_key)}
                onSave={(audio) => save.mutate({ key: line.audio_key, audio })}
              />
            ))}
          </ul>
          <nav aria-label="Pages of lines" className="mt-4 flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={skip === 0}
              onClick={() => setSkip(Math.max(0, skip - QUEUE_PAGE_SIZE))}
            >
              Previous
            </Button>
            <span className="text-sm text-ink-700">
              {skip + 1}–{Math.min(skip + QUEUE_PAGE_SIZE, queue.data.total)} of {queue.data.total}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={skip + QUEUE_PAGE_SIZE >= queue.data.total}
              onClick={() => setSkip(skip + QUEUE_PAGE_SIZE)}
            >
              Next
            </Button>
          </nav>
        </>
      )}

      {mine.data && mine.data.recordings.length > 0 ? (
        <>
          <h2 className="mt-10 font-display text-xl font-bold text-ink-900">Recordings</h2>
          <ul className="mt-3 divide-y divide-sand-200 rounded-card border border-sand-200 bg-white">
            {mine.data.recordings.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p lang="so" className="font-semibold text-ink-900">
                    {r.somali}
                  </p>
                  {r.english ? <p className="text-sm text-ink-700">{r.english}</p> : null}
                  <p className="text-sm text-ink-500">By {r.contributor_name}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={r.status} />
                  {r.status === 'pending' || r.status === 'approved' ? (
                    <PlayButton label={`Recording: ${r.somali}`} load={() => recordingUrl(r.id)}>
                      Listen
                    </PlayButton>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function QueueLine({
  line,
  active,
  recorder,
  saving,
  onRecord,
  onSave,
}: {
  line: VoiceStudioQueueItem;
  active: boolean;
  recorder: ReturnType<typeof useRecorder>;
  saving: boolean;
  onRecord: () => void;
  onSave: (audio: Blob) => void;
}) {
  const busy = recorder.status === 'recording' || recorder.status === 'starting' || saving;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p lang="so" className="text-lg font-semibold text-ink-900">
          {line.somali}
        </p>
        {line.english ? <p className="text-ink-700">{line.english}</p> : null}
        <p className="text-sm text-ink-500">
          {line.plays} {line.plays === 1 ? 'play' : 'plays'}
          {line.pending_mine ? ' · your recording is waiting for review' : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PlayButton
          label={`Computer voice: ${line.somali}`}
          load={() => fetchAudioObjectUrl(`/audio/${encodeURIComponent(line.audio_key)}`)}
        >
          Computer voice
        </PlayButton>
        {active && recorder.status === 'recording' ? (
          <>
            <span className="inline-flex items-center gap-1 text-sm text-danger-700" role="status">
              <Mic aria-hidden="true" className="size-4 animate-pulse" /> Recording
            </span>
            <span className="text-sm text-ink-700 tabular-nums">{recorder.elapsedS.toFixed(1)} s</span>
            <Button
              size="sm"
              onClick={() => void recorder.stop()}
              icon={<Square aria-hidden="true" className="size-4" />}
            >
              Stop
            </Button>
          </>
        ) : active && recorder.status === 'recorded' && recorder.wav ? (
          <>
            <audio
              controls
              src={recorder.url ?? undefined}
              className="h-9 max-w-52"
              aria-label={`New recording: ${line.somali}`}
            />
            <Button size="sm" loading={saving} onClick={() => onSave(recorder.wav!)}>
              Send for review
            </Button>
            <Button variant="ghost" size="sm" disabled={saving} onClick={onRecord}>
              Record again
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={onRecord}
            icon={<Mic aria-hidden="true" className="size-4" />}
            aria-label={`${line.pending_mine ? 'Record again' : 'Record'}: ${line.somali}`}
          >
            {line.pending_mine ? 'Record again' : 'Record'}
          </Button>
        )}
      </div>
    </li>
  );
}
