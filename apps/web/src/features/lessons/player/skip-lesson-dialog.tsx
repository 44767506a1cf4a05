import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** 'Skip this lesson?': the confirmation of Skip Lesson, and its failure. */
export function SkipLessonDialog({
  open,
  onOpenChange,
  skip,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  skip: () => Promise<unknown>;
}) {
  const [skipError, setSkipError] = useState<string | null>(null);
  const [skipping, setSkipping] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setSkipError(null);
      }}
      title="Skip this lesson?"
      description="The lesson is marked as skipped and the next lesson unlocks. You can come back to it later."
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            loading={skipping}
            onClick={() => {
              setSkipping(true);
              setSkipError(null);
              skip()
                .then(() => onOpenChange(false))
                .catch(() => setSkipError('Failed to skip this lesson. Please try again.'))
                .finally(() => setSkipping(false));
            }}
          >
            Skip Lesson
          </Button>
        </>
      }
    >
      {skipError ? <Alert tone="danger">{skipError}</Alert> : null}
    </Dialog>
  );
}
