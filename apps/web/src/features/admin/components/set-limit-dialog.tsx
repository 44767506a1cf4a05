import { useEffect, useState } from 'react';
import { AI_DAILY_LIMIT_MAX, type AiUsageRow } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { FailureAlert } from '@/features/admin/components/failure-alert';
import { useSetAiLimit } from '@/features/admin/hooks';

/** Set one user's daily AI limit (a whole number from 0). */
export function SetLimitDialog({ row, onClose }: { row: AiUsageRow | null; onClose: () => void }) {
  const setLimit = useSetAiLimit();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (row) setValue(String(row.daily_limit));
  }, [row]);
  const n = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= AI_DAILY_LIMIT_MAX;
  const close = () => {
    setLimit.reset();
    onClose();
  };
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Set Daily Limit"
      description={row ? `AI lessons ${row.email ?? 'this user'} may create per day.` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!valid}
            loading={setLimit.isPending}
            onClick={() => row && setLimit.mutate({ id: row.id, limit: n }, { onSuccess: close })}
          >
            Save Limit
          </Button>
        </>
      }
    >
      <Input
        label="Daily limit"
        type="number"
        min={0}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={value !== '' && !valid ? 'Enter a whole number from 0' : undefined}
      />
      {setLimit.isError ? <FailureAlert error={setLimit.error} text="Failed to update limit" className="mt-3" /> : null}
    </Dialog>
  );
}
