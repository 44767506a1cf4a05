import { linkAccountRequestSchema, SOCIAL_MESSAGES, type LinkAccountResponse } from '@hadal/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { linkAccount } from '@/features/auth/api';

export const LINK_LOCKED_MESSAGE = 'Too many failed attempts. Please wait before trying again.';

/** A social sign-in collided with a password account: this is the account-link modal of spec 01 §2. */
export interface PendingLink {
  linkToken: string;
  existingEmail: string;
  providerName: string;
}

/**
 * Asks for the existing account's password (non-blank, spec 01 §5) and links the provider to it.
 * The answer is tokens, or the two-factor step when the account has it on.
 */
export function LinkAccountDialog({
  pending,
  onClose,
  onLinked,
}: {
  pending: PendingLink | null;
  onClose: () => void;
  onLinked: (answer: LinkAccountResponse) => Promise<void> | void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canSubmit = password.trim().length > 0 && !busy;

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending || !canSubmit) return;
    const body = { link_token: pending.linkToken, email: pending.existingEmail, password };
    if (!linkAccountRequestSchema.safeParse(body).success) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await linkAccount(body);
      setPassword('');
      await onLinked(answer);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 429 ? LINK_LOCKED_MESSAGE : SOCIAL_MESSAGES.linkFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Link your accounts"
      description={
        pending
          ? `An account with ${pending.existingEmail} already exists. Enter its password to sign in with ${pending.providerName} from now on.`
          : undefined
      }
      dismissOnOutsideClick={false}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {error ? (
          <Alert tone="danger">
            <p>{error}</p>
          </Alert>
        ) : null}
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
          required
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={busy}>
            Link Accounts
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
