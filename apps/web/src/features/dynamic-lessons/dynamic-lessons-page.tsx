import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DynamicLesson } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { dynamicLessonKeys, generateLesson, listLessons } from './api';
import { GenerateForm } from './components/generate-form';
import { LessonCard } from './components/lesson-card';
import { generateErrorText, loadErrorText } from './error-text';

/** /dynamic-lessons (spec 02 §2): generate a role-play lesson and list the learner's lessons. */
export function DynamicLessonsPage() {
  const queryClient = useQueryClient();
  const lessons = useQuery({ queryKey: dynamicLessonKeys.list, queryFn: listLessons });
  const generate = useMutation({
    mutationFn: generateLesson,
    // The new lesson goes first in the list (spec 02 §4).
    onSuccess: (lesson) =>
      queryClient.setQueryData<DynamicLesson[]>(dynamicLessonKeys.list, (old) => [
        lesson,
        ...(old ?? []).filter((l) => l.id !== lesson.id),
      ]),
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink-900">Dynamic Lessons</h1>
        <p className="text-ink-700">
          Practise a role-play conversation: listen to the other person, then say your part out loud. Without an AI
          model configured on this server, lessons come from the course&apos;s built-in practice scenarios, with names,
          items and numbers changed each time.
        </p>
      </header>
      <GenerateForm
        busy={generate.isPending}
        error={generate.isError ? generateErrorText(generate.error) : null}
        onGenerate={(input) => generate.mutate(input)}
      />
      <section aria-labelledby="my-lessons" className="space-y-4">
        <h2 id="my-lessons" className="text-xl font-semibold text-ink-900">
          Your lessons
        </h2>
        {lessons.isPending ? <p role="status">Loading lessons...</p> : null}
        {lessons.isError ? <Alert tone="danger">{loadErrorText(lessons.error, 'Failed to load lessons')}</Alert> : null}
        {lessons.data?.length === 0 ? (
          <p className="text-ink-700">No lessons yet. Generate your first one above.</p>
        ) : null}
        {lessons.data?.map((lesson) => (
          <LessonCard key={lesson.id} lesson={lesson} />
        ))}
      </section>
    </div>
  );
}
