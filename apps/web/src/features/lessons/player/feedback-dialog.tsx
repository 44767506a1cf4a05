import { useId } from 'react';
import {
  FEEDBACK_TYPES,
  LESSON_FEEDBACK_MESSAGE_MAX_CHARS,
  lessonFeedbackSchema,
  type LessonFeedbackInput,
} from '@hadal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLessonFeedback } from '@/features/lessons/hooks';

const TYPE_LABELS: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  wording: 'Wording',
  grammar: 'Grammar',
  bug: 'Bug',
};

/** 'Report a problem' on a lesson: a type and a free-text message. */
export function FeedbackDialog({
  lessonId,
  open,
  onOpenChange,
}: {
  lessonId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { control, register, handleSubmit, setValue } = useForm({
    resolver: zodResolver(lessonFeedbackSchema),
    defaultValues: { feedback_type: 'wording', message: '' } satisfies LessonFeedbackInput,
  });
  const values = useWatch({ control });
  const canSend = lessonFeedbackSchema.safeParse(values).success;
  const mutation = useLessonFeedback(lessonId);
  const messageId = useId();
  const send = handleSubmit((feedback) => mutation.mutate(feedback));
  const close = (o: boolean) => {
    onOpenChange(o);
    if (!o) {
      mutation.reset();
      // The chosen type stays for the next report; the message starts empty.
      setValue('message', '');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Report a problem"
      description="Tell us what is wrong with this lesson."
      footer={
        mutation.isSuccess ? (
          <Button onClick={() => close(false)}>Close</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button loading={mutation.isPending} disabled={!canSend} onClick={() => void send()}>
              Send Report
            </Button>
          </>
        )
      }
    >
      {mutation.isSuccess ? (
        <Alert tone="success">Thanks for your feedback!</Alert>
      ) : (
        <div className="space-y-4">
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">Type of problem</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {FEEDBACK_TYPES.map((t) => (
                <label key={t} className="inline-flex min-h-10 items-center gap-2">
                  <input type="radio" value={t} {...register('feedback_type')} />
                  {TYPE_LABELS[t]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={messageId} className="text-sm font-semibold text-ink-900">
              Message
            </label>
            <textarea
              id={messageId}
              maxLength={LESSON_FEEDBACK_MESSAGE_MAX_CHARS}
              rows={4}
              {...register('message')}
              className="w-full rounded-control border border-ink-300 px-3 py-2 text-base focus-visible:outline-3 focus-visible:outline-focus"
            />
          </div>
          {mutation.isError ? <Alert tone="danger">Failed to submit feedback</Alert> : null}
        </div>
      )}
    </Dialog>
  );
}
