import { useState, type FormEvent } from 'react';
import { INVITE_DEFAULT_EXPIRY_DAYS, INVITE_MESSAGES, isValidEmail, type InviteType } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCreateInvite } from '@/features/admin/hooks';

/** Create an invite: an individual one needs an email; the expiry defaults to 7 days from today. */
export function CreateInviteForm() {
  const create = useCreateInvite();
  const [email, setEmail] = useState('');
  const [type, setType] = useState<InviteType>('individual');
  const [days, setDays] = useState(String(INVITE_DEFAULT_EXPIRY_DAYS));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const n = Number(days);
    if (type === 'individual' && !email.trim()) return setError(INVITE_MESSAGES.emailRequired);
    if (email.trim() && !isValidEmail(email)) return setError('Please enter a valid email address');
    if (!Number.isInteger(n) || n < 1) return setError(INVITE_MESSAGES.expiryInPast);
    setError(null);
    create.mutate(
      { email: email.trim() || null, invite_type: type, expiry_days: n },
      { onSuccess: () => setEmail('') },
    );
  }

  return (
    <Card className="mb-6">
      <h2 className="mb-3 text-lg font-semibold text-ink-900">Create Invite</h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <Input
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={type === 'group' ? 'Optional for a group invite' : undefined}
        />
        <Select label="Type" value={type} onChange={(e) => setType(e.target.value as InviteType)}>
          <option value="individual">Individual</option>
          <option value="group">Group</option>
        </Select>
        <Input
          label="Expires in (days)"
          type="number"
          min={1}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
        <Button type="submit" loading={create.isPending}>
          Create Invite
        </Button>
      </form>
      {error ? (
        <Alert tone="danger" className="mt-3">
          {error}
        </Alert>
      ) : null}
      {create.isError ? (
        <Alert tone="danger" className="mt-3">
          Failed to create invite. Please try again.
        </Alert>
      ) : null}
      {create.isSuccess ? (
        <Alert tone="success" className="mt-3">
          Invite created. Code: <strong data-testid="new-invite-code">{create.data.invite_code}</strong>
        </Alert>
      ) : null}
    </Card>
  );
}
