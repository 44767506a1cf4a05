import { type Passkey } from '@hadal/domain';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/features/mfa/api';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '@/features/mfa/hooks';
import { formatDate } from './trusted-devices';

const ADD_FAILED = 'Failed to add the passkey';

/** Passkeys as a second factor beside the code: add (named), rename, remove (asked to confirm). */
export function Passkeys() {
  const passkeys = usePasskeys(true);
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ passkey: Passkey; name: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  async function submitAdd(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Please enter a name for the passkey');
    setError(null);
    try {
      await add.mutateAsync(name.trim());
      setName('');
    } catch (e) {
      setError(messageOf(e, ADD_FAILED));
    }
  }

  async function run(action: () => Promise<unknown>, fallback: string) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e, fallback));
    }
  }

  return (
    <section aria-labelledby="passkeys-title" className="space-y-3">
      <h3 id="passkeys-title" className="font-semibold text-ink-900">
        Passkeys
      </h3>
      <p className="text-sm text-ink-700">Use your device's screen lock or a security key instead of a code.</p>
      {passkeys.isPending ? (
        <div role="status" aria-label="Loading passkeys" className="h-12 animate-pulse rounded-md bg-sand-100" />
      ) : passkeys.isError ? (
        <Alert tone="danger">Failed to load passkeys</Alert>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-ink-700">No passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-md border border-sand-200">
          {passkeys.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex items-center gap-2">
                <KeyRound aria-hidden="true" className="size-4 text-ink-500" />
                <div>
                  <p className="font-medium text-ink-900">{p.name}</p>
                  <p className="text-xs text-ink-600">
                    Added {formatDate(p.created_at)}
                    {p.last_used ? ` · Last used ${formatDate(p.last_used)}` : ''}
                  </p>
                </div>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRenaming({ passkey: p, name: p.name })}
                  aria-label={`Rename ${p.name}`}
                >
                  Rename
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRemoving(p)} aria-label={`Remove ${p.name}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submitAdd} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Input
          label="Passkey name"
          placeholder="e.g. My laptop"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" variant="outline" loading={add.isPending}>
          Add a passkey
        </Button>
      </form>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Dialog
        open={renaming !== null}
        onOpenChange={(open) => (open ? null : setRenaming(null))}
        title="Rename passkey"
        footer={
          <>
            <Button variant="ghost" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
            <Button
              loading={rename.isPending}
              disabled={!renaming?.name.trim()}
              onClick={() =>
                renaming &&
                run(
                  () => rename.mutateAsync({ id: renaming.passkey.id, name: renaming.name.trim() }),
                  'Failed to rename the passkey',
                ).then(() => setRenaming(null))
              }
            >
              Save
            </Button>
          </>
        }
      >
        <Input
          label="Name"
          value={renaming?.name ?? ''}
          onChange={(e) => renaming && setRenaming({ ...renaming, name: e.target.value })}
        />
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Remove this passkey?"
        description={`${removing?.name ?? 'This passkey'} will no longer work for signing in.`}
        dismissOnOutsideClick={false}
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                run(() => remove.mutateAsync(removing.id), 'Failed to remove the passkey').then(() => setRemoving(null))
              }
            >
              Remove
            </Button>
          </>
        }
      />
    </section>
  );
}
