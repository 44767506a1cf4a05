import type { Exercise } from '@hadal/domain';
import { cn } from '@/lib/cn';
import { AudioButton } from '@/features/lessons/components/audio-button';

function Examples({ exercise }: { exercise: Exercise }) {
  if (!exercise.examples?.length) return null;
  return (
    <ul className="space-y-2">
      {exercise.examples.map((e, i) => (
        <li key={i} className="flex items-center gap-2 rounded-control bg-sand-100 px-3 py-2">
          <span className="flex-1">
            <span className="font-semibold" lang="so">
              {e.text}
            </span>
            {e.translation ? <span className="block text-sm text-ink-700">{e.translation}</span> : null}
          </span>
          <AudioButton audioKey={e.audio_filename} label={e.text} />
        </li>
      ))}
    </ul>
  );
}

/** vocabulary_introduction, grammar_introduction, conversation_practice: read or listen, then Next. */
export function ReadingExercise({ exercise }: { exercise: Exercise }) {
  const same = (a?: string, b?: string) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
  const showTitle =
    exercise.title && !same(exercise.title, exercise.question) && !same(exercise.title, exercise.translation);
  return (
    <div className="space-y-4">
      {showTitle ? <p className="text-lg font-semibold text-ink-900">{exercise.title}</p> : null}
      {exercise.correct_answer && !same(exercise.correct_answer, exercise.question) ? (
        <p className="font-display text-2xl font-semibold" lang="so">
          {exercise.correct_answer}
        </p>
      ) : null}
      {exercise.translation ? <p className="text-ink-700">{exercise.translation}</p> : null}
      {exercise.explanation ? <p className="text-ink-900">{exercise.explanation}</p> : null}
      <Examples exercise={exercise} />
      {exercise.dialogue?.length ? (
        <ol className="space-y-2" aria-label="Conversation">
          {exercise.dialogue.map((line, i) => (
            <li
              key={i}
              className={cn('max-w-[85%] rounded-card px-3 py-2', i % 2 ? 'ml-auto bg-ocean-50' : 'bg-sand-100')}
            >
              <span className="text-xs font-semibold text-ink-500">{line.speaker}</span>
              <span className="flex items-center gap-2">
                <span className="flex-1 font-semibold" lang="so">
                  {line.text}
                </span>
                <AudioButton audioKey={line.audio_filename} label={line.text} />
              </span>
              <span className="block text-sm text-ink-700">{line.translation}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
