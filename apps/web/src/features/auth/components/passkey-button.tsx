import { startAuthentication } from '@simplewebauthn/browser';
import type { TokenPair } from '@hadal/domain';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { finishLoginMfa, loginPasskeyOptions } from '@/features/auth/api';

/**
 * 'Use a passkey' at the code step: the server's request options, the browser's passkey prompt,
 * then POST /auth/login-mfa with its answer (the same lockout and 'remember' as a code).
 */
export function PasskeyButton({
  mfaToken,
  remember,
  disabled,
  onSignedIn,
  onFailed,
}: {
  mfaToken: string;
  remember: boolean;
  disabled: boolean;
  onSignedIn: (answer: TokenPair) => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const [busy, setBusy] = useState(false);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  async function usePasskey() {
    setBusy(true);
    try {
      const options = await loginPasskeyOptions(mfaToken);
      const response = await startAuthentication({ optionsJSON: options as never });
      await onSignedIn(
        await finishLoginMfa({
          mfa_token: mfaToken,
          passkey_response: response as unknown as Record<string, unknown>,
          remember_device: remember,
        }),
      );
    } catch (e) {
      onFailed(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      fullWidth
      loading={busy}
      disabled={disabled}
      icon={<Fingerprint aria-hidden="true" className="size-4" />}
      onClick={usePasskey}
    >
      Use a passkey
    </Button>
  );
}
