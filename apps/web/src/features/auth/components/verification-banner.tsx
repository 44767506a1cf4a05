import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { resendVerification } from '@/features/auth/api';

export const RESEND_SUCCESS = 'Verification email sent! Please check your inbox and junk or spam folder.';

/** The login screen's 'Email Verification Required' banner with Resend and Dismiss (spec 01 §8). */
export function VerificationBanner({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({
    kind: 'idle',
  });

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await resendVerification(email);
      setState({ kind: 'sent', message: RESEND_SUCCESS });
    } catch (e) {
      setState({
        kind: 'error',
        message: e instanceof ApiError && e.detail ? e.detail : 'Failed to send verification email',
      });
    }
  }

  return (
    <Alert
      tone="warning"
      role="alert"
      icon={<MailWarning className="size-5" />}
      title="Email Verification Required"
      actions={
        <>
          <Button size="sm" variant="primary" loading={state.kind === 'sending'} onClick={resend}>
            Resend Verification Email
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        </>
      }
    >
      <p>Please verify your email address before signing in. We sent you a link when you registered.</p>
      {state.kind === 'sent' ? <p className="mt-2 font-semibold text-success-700">{state.message}</p> : null}
      {state.kind === 'error' ? <p className="mt-2 font-semibold text-danger-700">{state.message}</p> : null}
    </Alert>
  );
}
