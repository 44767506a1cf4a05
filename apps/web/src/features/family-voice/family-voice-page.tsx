import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mic, Square, Trash2, Volume2 } from 'lucide-react';
import type { FamilyVoiceWord } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoading } from '@/components/ui/page-loading';
import { errorMessage } from '@/features/children/error-message';
import { LevelMeter } from '@/features/pronunciation/components/level-meter';
import { fetchAudioObjectUrl, useAudioPlayer } from '@/lib/audio/use-audio-player';
import { useRecorder } from '@/lib/recording/use-recorder';
import { deleteRecording, familyVoiceKeys, getWords, recordingUrl, saveRecording } from './api';

const MESSAGES = {
  loadFailed: 'The words could not be loaded. Please try again.',
  saveFailed: 'The recording could not be saved. Please try again.',
  deleteFailed: 'The recording could not be deleted. Please try again.',
};

function PlayButton({ label, load, children }: { label: string; load: () => Promise<string>; children: string }) {
  const { playing, play } = useAudioPlayer(load);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={() => void play()}
      icon={<Volume2 aria-hidden="true" className={playing ? 'size-4 animate-pulse' : 'size-4'} />}
    >
      {children}
    </Button>
  );
}

function recordedText(word: FamilyVoiceWord, childName: string) {
  if (word.recorded === 'all') return 'Your recording: all your children hear it';
  if (word.recorded === 'child') return `Your recording: only ${childName} hears it`;
  return 'Not recorded yet: the computer voice plays';
}

/**
 * "Record for {child}": the words of the child's current and next lessons and review cards, each
 * with the computer voice to compare, record (listen, then save or record again), listen to the
 * saved recording, re-record and delete (after a confirmation).
 */
export function FamilyVoicePage() {
  const childId = Number(useParams().childId);
  const queryClient = useQueryClient();
  const words = useQuery({
    queryKey: familyVoiceKeys.words(childId),
    queryFn: () => getWords(childId),
    enabled: Number.isInteger(childId) && childId > 0,
  });
  const recorder = useRecorder();
  const [recording, setRecording] = useState<string | null>(null);
  const [onlyThisChild, setOnlyThisChild] = useState(false);
  const [deleting, setDeleting] = useState<FamilyVoiceWord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: familyVoiceKeys.words(childId) });
  const save = useMutation({
    mutationFn: ({ key, audio }: { key: string; audio: Blob }) =>
      saveRecording(key, audio, onlyThisChild ? childId : undefined),
    onSuccess: async () => {
      recorder.reset();
      setRecording(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (word: FamilyVoiceWord) => deleteRecording(word, childId),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
    },
  });
  const childName = words.data?.child_name ?? 'your child';

  function startRecording(key: string) {
    save.reset();
    setRecording(key);
    void recorder.start();
  }

  if (words.isPending && words.fetchStatus !== 'idle') return <PageLoading />;

  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/parent-dashboard"
        className="inline-flex min-h-9 items-center gap-1 rounded-control text-sm font-semibold text-ocean-700 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Parent Dashboard
      </Link>
      <h1 className="mt-3 font-display text-2xl font-bold text-ink-900 sm:text-3xl">Record for {childName}</h1>
      <p className="mt-1 max-w-prose text-ink-700">
        Say each word in your own voice. {childName} hears your recording in lessons, review and stories instead of the
        computer voice. Your recordings stay in your family: no one else hears them, and they are deleted with your
        account.
      </p>

      {words.isError || !words.data ? (
        <Alert tone="danger" className="mt-6">
          {errorMessage(words.error, MESSAGES.loadFailed)}
        </Alert>
      ) : words.data.words.length === 0 ? (
        <p className="mt-6 rounded-card border border-sand-200 bg-white p-5 text-ink-700">
          No words to record yet: once {childName} starts a lesson, its words appear here.
        </p>
      ) : (
        <>
          <label className="mt-6 flex items-start gap-2 text-ink-900">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-ocean-600"
              checked={onlyThisChild}
              onChange={(e) => setOnlyThisChild(e.target.checked)}
            />
            New recordings are for {childName} only (otherwise all your children hear them)
          </label>
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
          <ul className="mt-4 divide-y divide-sand-200 rounded-card border border-sand-200 bg-white">
            {words.data.words.map((word) => {
              const active = recording === word.audio_key;
              return (
                <li
                  key={word.audio_key}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p lang="so" className="text-lg font-semibold text-ink-900">
                      {word.somali}
                    </p>
                    {word.english ? <p className="text-ink-700">{word.english}</p> : null}
                    <p className="text-sm text-ink-500">{recordedText(word, childName)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <PlayButton
                      label={`Computer voice: ${word.somali}`}
                      load={() => fetchAudioObjectUrl(`/audio/${encodeURIComponent(word.audio_key)}`)}
                    >
                      Computer voice
                    </PlayButton>
                    {word.recorded ? (
                      <PlayButton label={`Your recording: ${word.somali}`} load={() => recordingUrl(word, childId)}>
                        Listen
                      </PlayButton>
                    ) : null}
                    {active && recorder.status === 'recording' ? (
                      <>
                        <span className="w-24">
                          <LevelMeter level={recorder.level} />
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
                          aria-label={`New recording: ${word.somali}`}
                        />
                        <Button
                          size="sm"
                          loading={save.isPending}
                          onClick={() => save.mutate({ key: word.audio_key, audio: recorder.wav! })}
                        >
                          Save
                        </Button>
                        <Button variant="ghost" size="sm" onClick={() => startRecording(word.audio_key)}>
                          Record again
                        </Button>
                      </>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={recorder.status === 'recording' || recorder.status === 'starting' || save.isPending}
                        onClick={() => startRecording(word.audio_key)}
                        icon={<Mic aria-hidden="true" className="size-4" />}
                        aria-label={`${word.recorded ? 'Re-record' : 'Record'}: ${word.somali}`}
                      >
                        {word.recorded ? 'Re-record' : 'Record'}
                      </Button>
                    )}
                    {word.recorded ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger-700"
                        aria-label={`Delete your recording: ${word.somali}`}
                        onClick={() => {
                          remove.reset();
                          setDeleting(word);
                        }}
                        icon={<Trash2 aria-hidden="true" className="size-4" />}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this recording?"
        description={
          deleting ? `Your recording of "${deleting.somali}" is deleted; the computer voice plays again.` : ''
        }
        confirmLabel="Delete recording"
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, MESSAGES.deleteFailed) : null}
      />
    </section>
  );
}
