import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoiceStudioRecording } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { approveRecording, errorMessage, getRecordings, recordingUrl, rejectRecording, voiceStudioKeys } from './api';
import { PlayButton } from './play-button';

type Deciding = { action: 'approve' | 'reject'; recording: VoiceStudioRecording } | null;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * /admin/voice-review: the recordings waiting for review, each played beside its Somali text and
 * English (and the computer voice it would replace); approve or reject after a confirmation.
 */
export function VoiceReviewPage() {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: voiceStudioKeys.recordings('pending'),
    queryFn: () => getRecordings('pending'),
  });
  const [deciding, setDeciding] = useState<Deciding>(null);
  const decide = useMutation({
    mutationFn: (d: NonNullable<Deciding>) =>
      d.action === 'approve' ? approveRecording(d.recording.id) : rejectRecording(d.recording.id),
    onSuccess: async () => {
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: voiceStudioKeys.all });
    },
  });

  return (
    <section>
      <div className="mb-6">
        <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Voice Review</h1>
        <p className="mt-1 text-ink-700">
          Listen to each recording beside its text. An approved recording replaces the computer voice (and any earlier
          recording) for every learner; a rejected one is deleted.
        </p>
      </div>
      {pending.isPending ? (
        <p className="text-ink-700">Loading recordings...</p>
      ) : pending.isError ? (
        <Alert tone="danger">{errorMessage(pending.error, 'Failed to load recordings')}</Alert>
      ) : pending.data.recordings.length === 0 ? (
        <p className="rounded-xl border border-sand-200 bg-white p-5 text-ink-700">
          No recordings are waiting for review.
        </p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {pending.data.recordings.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
              <div className="min-w-0">
                <p lang="so" className="text-lg font-semibold text-ink-900">
                  {r.somali}
                </p>
                {r.english ? <p className="text-ink-700">{r.english}</p> : null}
                <p className="text-sm text-ink-500">
                  By {r.contributor_name} · {seconds(r.duration_ms)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <PlayButton label={`Recording by ${r.contributor_name}: ${r.somali}`} load={() => recordingUrl(r.id)}>
                  Play recording
                </PlayButton>
                <PlayButton
                  label={`Voice heard now: ${r.somali}`}
                  load={async () => {
                    const response = await fetch(`/audio/${encodeURIComponent(r.audio_key)}`);
                    if (!response.ok) throw new Error(`audio ${r.audio_key}: ${response.status}`);
                    return URL.createObjectURL(await response.blob());
                  }}
                >
                  Voice heard now
                </PlayButton>
                <Button
                  size="sm"
                  onClick={() => {
                    decide.reset();
                    setDeciding({ action: 'approve', recording: r });
                  }}
                  aria-label={`Approve the recording of ${r.somali} by ${r.contributor_name}`}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => {
                    decide.reset();
                    setDeciding({ action: 'reject', recording: r });
                  }}
                  aria-label={`Reject the recording of ${r.somali} by ${r.contributor_name}`}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={deciding?.action === 'approve' ? 'Approve Recording' : 'Reject Recording'}
        description={
          deciding?.action === 'approve'
            ? `Every learner will hear ${deciding.recording.contributor_name}'s recording of “${deciding.recording.somali}” instead of the voice heard now.`
            : `Reject and delete ${deciding?.recording.contributor_name ?? ''}'s recording of “${deciding?.recording.somali ?? ''}”? This cannot be undone.`
        }
        confirmLabel={deciding?.action === 'approve' ? 'Approve' : 'Reject'}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error, 'The review could not be saved. Please try again.') : null}
        onConfirm={() => deciding && decide.mutate(deciding)}
      />
    </section>
  );
}
