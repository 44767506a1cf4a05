import { zodResolver } from '@hookform/resolvers/zod';
import {
  RESET_PROGRESS_CONFIRMATION,
  RESET_PROGRESS_DONE_MESSAGE,
  resetProgressFormSchema,
  type ResetProgressFormValues,
} from '@hadal/domain';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useResetAllProgress } from '@/features/profile/use-profile';

export const RESET_FAILED_MESSAGE = 'Failed to reset progress. Please try again.';

/** Danger zone (spec 02 §2): reset all progress, after the word RESET is typed. */
export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const reset = useResetAllProgress();
  const form = useForm<ResetProgressFormValues>({
    resolver: zodResolver(resetProgressFormSchema),
    defaultValues: { confirmation: '' },
  });
  const typed = useWatch({ control: form.control, name: 'confirmation' });

  function openDialog(next: boolean) {
    setOpen(next);
    if (next) {
      form.reset({ confirmation: '' });
      reset.reset();
    }
  }

  async function onSubmit(values: ResetProgressFormValues) {
    try {
      await reset.mutateAsync(values.confirmation);
      setOpen(false);
      setDone(true);
    } catch {
      // The dialog shows the failure.
    }
  }

  return (
    <Card as="section" aria-labelledby="danger-title" className="border-danger-700/40">
      <h2 id="danger-title" className="flex items-center gap-2 font-display text-xl font-semibold text-danger-700">
        <TriangleAlert aria-hidden="true" className="size-5" />
        Danger Zone
      </h2>
      <p className="mt-2 text-ink-700">
        Reset all progress: your completed lessons, XP and review history are deleted, and lessons saved in this browser
        start over. This cannot be undone.
      </p>
      {done ? (
        <Alert tone="success" className="mt-4">
          {RESET_PROGRESS_DONE_MESSAGE}
        </Alert>
      ) : null}
      <Button variant="danger" className="mt-4" onClick={() => openDialog(true)}>
        Reset All Progress
      </Button>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        title="Reset all progress?"
        description="Every lesson, all your XP and your review history will be deleted. This cannot be undone."
        dismissOnOutsideClick={false}
      >
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
          <Input
            label={`Type ${RESET_PROGRESS_CONFIRMATION} to confirm`}
            autoComplete="off"
            spellCheck={false}
            error={form.formState.errors.confirmation?.message}
            {...form.register('confirmation')}
          />
          {reset.isError ? <Alert tone="danger">{RESET_FAILED_MESSAGE}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => openDialog(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              loading={reset.isPending}
              disabled={typed !== RESET_PROGRESS_CONFIRMATION}
            >
              Reset everything
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
