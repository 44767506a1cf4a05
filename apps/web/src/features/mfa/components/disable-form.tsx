import { MFA_MESSAGES, disableFormError } from '@hadal/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/features/mfa/api';
import { useDisableMfa } from '@/features/mfa/hooks';
import { CodeInput } from './code-input';

/** Turning two-factor authentication off needs the password and a current code (spec 02 §4, §5). */
export function DisableForm() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = useDisableMfa();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = disableFormError(password, code);
    if (invalid) return setError(invalid);
    setError(null);
    try {
      await disable.mutateAsync({ password, code });
    } catch (e) {
      setError(messageOf(e, MFA_MESSAGES.disableFailed));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="mfa-disable-title" className="space-y-3">
      <h3 id="mfa-disable-title" className="font-semibold text-ink-900">
        Disable two-factor authentication
      </h3>
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <CodeInput label="Current code" value={code} onChange={setCode} />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Button type="submit" variant="danger" loading={disable.isPending}>
        Disable
      </Button>
    </form>
  );
}
