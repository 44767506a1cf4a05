import { SUPPORT_MESSAGES } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface DeleteTicketDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  failed: boolean;
}

/** The confirmation before a ticket is deleted (spec 02 §2 and §5), answered with a button. */
export function DeleteTicketDialog({ open, onOpenChange, onConfirm, pending, failed }: DeleteTicketDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete ticket?"
      description={SUPPORT_MESSAGES.deleteConfirm}
      size="sm"
      dismissOnOutsideClick={false}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            Delete
          </Button>
        </>
      }
    >
      {failed ? <Alert tone="danger">{SUPPORT_MESSAGES.deleteFailed}</Alert> : null}
    </Dialog>
  );
}
