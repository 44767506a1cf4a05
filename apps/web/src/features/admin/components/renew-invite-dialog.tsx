import { useState } from 'react';
import { INVITE_MESSAGES, INVITE_RENEW_DEFAULT_DAYS, isValidRenewDays, type Invite } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useRenewInvite } from '@/features/admin/hooks';

/** Renew an unused invite: a positive whole number of days from today (default 30). */
export function RenewInviteDialog({ invite, onClose }: { invite: Invite | null; onClose: () => void }) {
  const renew = useRenewInvite();
  const [days, setDays] = useState(String(INVITE_RENEW_DEFAULT_DAYS));
  const [invalid, setInvalid] = useState(false);
  const close = () => {
    renew.reset();
    setInvalid(false);
    setDays(String(INVITE_RENEW_DEFAULT_DAYS));
    onClose();
  };
  const submit = () => {
    if (!isValidRenewDays(days)) return setInvalid(true);
    setInvalid(false);
    if (invite) renew.mutate({ id: invite.id, days: Number(days) }, { onSuccess: close });
  };
  return (
    <Dialog
      open={invite !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Renew Invite"
      description={invite ? `Invite ${invite.invite_code} will expire this many days from today.` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={renew.isPending}>
            Renew
          </Button>
        </>
      }
    >
      <Input
        label="Days"
        type="number"
        min={1}
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={invalid ? INVITE_MESSAGES.invalidDays : undefined}
      />
      {renew.isError ? (
        <Alert tone="danger" className="mt-3">
          Failed to renew invite. Please try again.
        </Alert>
      ) : null}
    </Dialog>
  );
}
