import { useState } from 'react';
import type { AdminChildProfile } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { useMoveChildProfile, useUsers } from '@/features/admin/hooks';

/** Move a child profile to another parent account (only parent accounts are offered). */
export function MoveChildDialog({ child, onClose }: { child: AdminChildProfile | null; onClose: () => void }) {
  const users = useUsers();
  const move = useMoveChildProfile();
  const [parentId, setParentId] = useState('');
  const parents = (users.data ?? []).filter((u) => u.is_parent && u.id !== child?.parent_id);
  const close = () => {
    setParentId('');
    move.reset();
    onClose();
  };
  return (
    <Dialog
      open={child !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Move Child Profile"
      description={child ? `Choose the new parent of ${child.name}.` : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!parentId}
            loading={move.isPending}
            onClick={() => child && move.mutate({ id: child.id, parentId: Number(parentId) }, { onSuccess: close })}
          >
            Move
          </Button>
        </>
      }
    >
      <Select label="New parent" value={parentId} onChange={(e) => setParentId(e.target.value)}>
        <option value="">{parents.length ? 'Choose a parent account' : 'No other parent account'}</option>
        {parents.map((p) => (
          <option key={p.id} value={p.id}>
            {p.email ?? p.username}
          </option>
        ))}
      </Select>
      {move.isError ? <FailureAlert error={move.error} text="Failed to move child profile" className="mt-3" /> : null}
    </Dialog>
  );
}
