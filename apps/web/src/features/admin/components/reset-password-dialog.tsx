import { useState } from 'react';
import { canSaveAdminPassword, type AdminUser } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordFields } from '@/features/admin/components/password-fields';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { useResetUserPassword } from '@/features/admin/hooks';

/** Set a user's password; Save stays disabled until every rule holds and the confirmation matches. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetUserPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const close = () => {
    setPassword('');
    setConfirmation('');
    reset.reset();
    onClose();
  };
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Reset Password"
      description={user ? `Set a new password for ${user.email ?? user.username}. Their sessions end.` : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!canSaveAdminPassword(password, confirmation)}
            loading={reset.isPending}
            onClick={() => user && reset.mutate({ id: user.id, password }, { onSuccess: close })}
          >
            Save Password
          </Button>
        </>
      }
    >
      <PasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
      {reset.isError ? <FailureAlert error={reset.error} text="Failed to reset password" className="mt-3" /> : null}
    </Dialog>
  );
}
