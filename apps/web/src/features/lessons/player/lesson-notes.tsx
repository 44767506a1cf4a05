import { Suspense, useState } from 'react';
import type { LessonDetail } from '@hadal/domain';
import { ChevronRight } from 'lucide-react';
import { LessonSummary } from './on-demand';

/** Whether the lesson has notes to show (patterns, vocabulary, goals or key points). */
function hasNotes(lesson: LessonDetail): boolean {
  return (
    lesson.grammar_patterns.length +
      lesson.vocabulary_items.length +
      lesson.cefr_can_do.length +
      lesson.learning_notes.length >
    0
  );
}

/**
 * The lesson's notes above its first exercise, folded, so the first question is on the first
 * screen: one line says what the lesson is about; the notes load when the learner opens them.
 */
export function LessonNotes({ lesson }: { lesson: LessonDetail }) {
  const [open, setOpen] = useState(false);
  if (!hasNotes(lesson)) return null;
  return (
    <details
      className="group rounded-card border border-sand-200 bg-white px-4 py-2 sm:px-5"
      data-testid="lesson-notes"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-10 list-none cursor-pointer items-center gap-2 font-semibold text-ocean-700 focus-visible:outline-3 focus-visible:outline-focus">
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-90" />
        <span className="shrink-0 whitespace-nowrap">Lesson notes</span>
        <span className="min-w-0 truncate font-normal text-ink-700">· {lesson.description}</span>
      </summary>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="py-3 text-ink-700">
              Loading notes…
            </p>
          }
        >
          <div className="pt-2 pb-2">
            <LessonSummary lesson={lesson} />
          </div>
        </Suspense>
      ) : null}
    </details>
  );
}
