import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { storyAnswersFormSchema, type StoryAnswersForm, type StoryReader } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The comprehension questions, one picked option each; the server grades them. */
export function StoryQuestions({
  questions,
  onSubmit,
  submitting,
  error,
}: {
  questions: StoryReader['questions'];
  onSubmit: (values: StoryAnswersForm) => void;
  submitting: boolean;
  error: string | null;
}) {
  const form = useForm<StoryAnswersForm>({
    resolver: zodResolver(storyAnswersFormSchema),
    defaultValues: { answers: questions.map((q) => ({ question_id: q.id, answer: '' })) },
  });
  const errors = form.formState.errors.answers;
  // Opened by "Answer the questions" (or Try Again): the keyboard starts at the first question.
  const { setFocus } = form;
  useEffect(() => setFocus('answers.0.answer'), [setFocus]);

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-5">
      {questions.map((q, i) => {
        const message = errors?.[i]?.answer?.message;
        const errorId = `question-${q.id}-error`;
        return (
          <fieldset
            key={q.id}
            aria-describedby={message ? errorId : undefined}
            className="rounded-card border border-sand-200 bg-white p-4"
          >
            <legend className="px-1 font-semibold text-ink-900">
              {i + 1}. {q.question}
            </legend>
            <input type="hidden" {...form.register(`answers.${i}.question_id`)} />
            <div className="mt-2 grid gap-2">
              {q.options.map((option) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-sand-200 px-3 hover:bg-sand-50 has-[:checked]:border-ocean-600 has-[:checked]:bg-ocean-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
                >
                  <input
                    type="radio"
                    value={option}
                    className="size-4 accent-ocean-600"
                    {...form.register(`answers.${i}.answer`)}
                  />
                  <span>{option}</span>
                </label>
              ))}
            </div>
            {message ? (
              <p id={errorId} className="mt-2 text-sm font-semibold text-danger-700">
                {message}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Checking…' : 'Check my answers'}
      </Button>
    </form>
  );
}
