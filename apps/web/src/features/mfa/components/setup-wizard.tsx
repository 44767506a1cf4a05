import { MFA_ENABLE_SUCCESS_DELAY_MS, MFA_MESSAGES, enableCodeError, type MfaSetupResponse } from '@hadal/domain';
import { CheckCircle2, Download } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/features/mfa/api';
import { useEnableMfa, useStartMfaSetup } from '@/features/mfa/hooks';
import { CodeInput } from './code-input';

type Step = 'start' | 'scan' | 'backup' | 'verify' | 'success';

/** Saves the backup codes as a text file (hadal-backup-codes.txt). */
export function downloadBackupCodes(codes: string[]) {
  const text = ['Hadal backup codes', 'Each code works once.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'hadal-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The setup wizard (spec 02 §2, §4): start; scan the QR code or enter the secret key; save and
 * download the backup codes; enter the 6-digit code; on success wait 1.5 s, then complete.
 */
export function SetupWizard({ onComplete }: { onComplete: () => void }) {
  const [step, setStep] = useState<Step>('start');
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartMfaSetup();
  const enable = useEnableMfa();

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(onComplete, MFA_ENABLE_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, onComplete]);

  async function begin() {
    setError(null);
    try {
      setSetup(await start.mutateAsync());
      setStep('scan');
    } catch (e) {
      setError(messageOf(e, MFA_MESSAGES.setupFailed));
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const invalid = enableCodeError(code);
    if (invalid) return setError(invalid);
    setError(null);
    try {
      await enable.mutateAsync(code);
      setStep('success');
    } catch (e) {
      setError(messageOf(e, MFA_MESSAGES.invalidCode));
    }
  }

  const errorAlert = error ? <Alert tone="danger">{error}</Alert> : null;

  if (step === 'start' || !setup)
    return (
      <div className="space-y-4">
        <p className="text-ink-700">
          Add a second step to signing in: a 6-digit code from an authenticator app on your phone.
        </p>
        {errorAlert}
        <Button onClick={begin} loading={start.isPending}>
          Set up two-factor authentication
        </Button>
      </div>
    );

  if (step === 'scan')
    return (
      <div className="space-y-4">
        <h3 className="font-semibold text-ink-900">Step 1 of 3: Scan the QR code</h3>
        <p className="text-ink-700">Scan this code with your authenticator app, or enter the secret key by hand.</p>
        <img
          src={setup.qr_code_url}
          alt="QR code for your authenticator app"
          className="size-48 rounded-lg border border-sand-200"
        />
        <div>
          <p className="text-sm text-ink-700">Secret key</p>
          <code data-testid="mfa-secret" className="block break-all rounded-md bg-sand-100 px-3 py-2 font-mono text-sm">
            {setup.secret_key}
          </code>
        </div>
        <Button onClick={() => setStep('backup')}>Next</Button>
      </div>
    );

  if (step === 'backup')
    return (
      <div className="space-y-4">
        <h3 className="font-semibold text-ink-900">Step 2 of 3: Save your backup codes</h3>
        <p className="text-ink-700">
          If you lose your phone, each of these codes lets you sign in once. They are shown only now.
        </p>
        <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {setup.backup_codes.map((c) => (
            <li key={c} className="rounded-md bg-sand-100 px-3 py-1.5 text-center">
              {c}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            icon={<Download aria-hidden="true" className="size-4" />}
            onClick={() => downloadBackupCodes(setup.backup_codes)}
          >
            Download backup codes
          </Button>
          <Button onClick={() => setStep('verify')}>I have saved my codes</Button>
        </div>
      </div>
    );

  if (step === 'verify')
    return (
      <form onSubmit={verify} noValidate className="space-y-4">
        <h3 className="font-semibold text-ink-900">Step 3 of 3: Enter the code</h3>
        <p className="text-ink-700">Enter the 6-digit code your authenticator app shows now.</p>
        <CodeInput value={code} onChange={setCode} autoFocus />
        {errorAlert}
        <div className="flex gap-2">
          <Button variant="ghost" onClick={() => setStep('backup')}>
            Back
          </Button>
          <Button type="submit" loading={enable.isPending}>
            Enable two-factor authentication
          </Button>
        </div>
      </form>
    );

  return (
    <Alert tone="success" icon={<CheckCircle2 aria-hidden="true" className="size-5" />}>
      Two-factor authentication is enabled.
    </Alert>
  );
}
