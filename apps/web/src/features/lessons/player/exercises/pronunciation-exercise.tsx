import type { ReactNode } from 'react';
import { Mic } from 'lucide-react';
import type { Exercise } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AudioButton } from '@/features/lessons/components/audio-button';
import { pronunciationText } from './pronunciation-text';

/**
 * pronunciation: the phrase with its audio, then the recorder (`practice`, from the pronunciation
 * feature). Without one the learner listens, says it aloud and uses Skip Practice (counted as
 * correct, 5 XP).
 */
export function PronunciationExercise({
  exercise,
  checked,
  onSkip,
  practice,
}: {
  exercise: Exercise;
  checked: boolean;
  onSkip: () => void;
  practice?: ReactNode;
}) {
  const text = pronunciationText(exercise);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 rounded-card bg-sand-100 p-4">
        <p className="flex-1 font-display text-2xl font-semibold text-ink-900" lang="so">
          {text}
        </p>
        <AudioButton audioKey={exercise.audio_filename ?? exercise.audio_filename_key} label={text} />
      </div>
      {exercise.translation ? <p className="text-ink-700">{exercise.translation}</p> : null}
      {practice ??
        (!checked ? (
          <>
            <Alert tone="info" role="none" icon={<Mic className="size-4" />}>
              Listen, say the phrase aloud, then choose Skip Practice.
            </Alert>
            <Button variant="secondary" onClick={onSkip}>
              Skip Practice
            </Button>
          </>
        ) : null)}
    </div>
  );
}
