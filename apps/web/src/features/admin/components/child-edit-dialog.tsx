import { useEffect, useState } from 'react';
import { canSaveChildEditPassword, type AdminChildProfile } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { PasswordFields } from '@/features/admin/components/password-fields';
import { useUpdateChildProfile } from '@/features/admin/hooks';

/** Edit a child profile; the password changes only when one is entered (then the rules apply). */
export function ChildEditDialog({ child, onClose }: { child: AdminChildProfile | null; onClose: () => void }) {
  const update = useUpdateChildProfile();
  const [form, setForm] = useState({ name: '', age: '', username: '', email: '' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  useEffect(() => {
    if (child)
      setForm({
        name: child.name,
        age: child.age?.toString() ?? '',
        username: child.username,
        email: child.email ?? '',
      });
  }, [child]);
  const close = () => {
    setPassword('');
    setConfirmation('');
    update.reset();
    onClose();
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const canSave =
    form.name.trim() !== '' && form.username.trim() !== '' && canSaveChildEditPassword(password, confirmation);
  const save = () =>
    child &&
    update.mutate(
      {
        id: child.id,
        body: {
          name: form.name,
          username: form.username,
          age: form.age,
          email: form.email,
          password: password || undefined,
        },
      },
      { onSuccess: close },
    );
  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Edit Child Profile"
      description="Leave the password empty to keep the current one."
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!canSave} loading={update.isPending} onClick={save}>
            Save Changes
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Input label="Name" {...field('name')} />
        <Input label="Username" {...field('username')} />
        <Input label="Age" type="number" min={1} max={18} inputMode="numeric" {...field('age')} />
        <Input label="Email" type="email" {...field('email')} />
        <PasswordFields
          label="New Password (optional)"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
        />
      </div>
      {update.isError ? (
        <FailureAlert error={update.error} text="Failed to update child profile" className="mt-3" />
      ) : null}
    </Dialog>
  );
}
