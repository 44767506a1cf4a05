import { Link } from 'react-router';
import { DIFFICULTY_LABELS, PREVIEW_STEPS, type DynamicLesson } from '@hadal/domain';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';

/** A lesson with its first 2 steps and the Start Interactive Lesson link (spec 02 §2, §9). */
export function LessonCard({ lesson }: { lesson: DynamicLesson }) {
  return (
    <Card as="article" aria-label={lesson.scenario}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink-900">{lesson.scenario}</h3>
        <span className="text-sm text-ink-700">{DIFFICULTY_LABELS[lesson.difficulty]}</span>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {lesson.source === 'built_in'
          ? `Built-in practice scenario: ${lesson.scenario_used ?? 'from the course'} (not AI-written)`
          : 'Written by an AI model'}
      </p>
      <ol className="mt-3 space-y-2">
        {lesson.conversation_script.slice(0, PREVIEW_STEPS).map((step, i) => (
          <li key={i} className="rounded-control bg-sand-50 p-3">
            <p className="text-xs font-semibold uppercase text-ink-700">
              {step.type === 'ai_speaks' ? 'They say' : 'You say'}
            </p>
            <p lang="so" className="font-semibold text-ink-900">
              {step.somali_text}
            </p>
            <p className="text-sm text-ink-700">{step.english_text}</p>
          </li>
        ))}
      </ol>
      <Link to={`/interactive-lesson/${lesson.id}`} className={buttonStyles({ className: 'mt-4' })}>
        Start Interactive Lesson
      </Link>
    </Card>
  );
}
