import { tokenSubject } from '@hadal/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EMAIL_VERIFICATION_EVENT } from '@/lib/api-client';
import { clearSession, getAccessToken } from '@/lib/api-session';
import { sendVerification } from '@/features/auth/api';
import { RESEND_SUCCESS } from './verification-banner';

export const RESEND_DIALOG_FAILED = 'Failed to resend verification email. Please try again.';

/**
 * Opened by the 'email-verification-required' event (spec 01 §8, spec 02 §2): asks the learner to
 * verify the token's subject email, offers a resend, and on close removes the token and goes to /login.
 * `initialOpen`: mounted in answer to the event (see VerificationDialogOnDemand), so it opens at once.
 */
export function EmailVerificationDialog({ initialOpen = false }: { initialOpen?: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(initialOpen);
  const [email, setEmail] = useState<string | null>(() => (initialOpen ? tokenSubject(getAccessToken()) : null));
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error' }>({ kind: 'idle' });

  useEffect(() => {
    const onEvent = () => {
      setEmail(tokenSubject(getAccessToken()));
      setStatus({ kind: 'idle' });
      setOpen(true);
    };
    window.addEventListener(EMAIL_VERIFICATION_EVENT, onEvent);
    return () => window.removeEventListener(EMAIL_VERIFICATION_EVENT, onEvent);
  }, []);

  function close() {
    setOpen(false);
    clearSession();
    navigate('/login', { replace: true });
  }

  async function resend() {
    setStatus({ kind: 'sending' });
    try {
      await sendVerification();
      setStatus({ kind: 'sent' });
    } catch {
      setStatus({ kind: 'error' });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title="Verify your email"
      description={
        email ? (
          <>
            Please verify <strong>{email}</strong> to keep using Hadal. Open the link we emailed you.
          </>
        ) : (
          'Please verify your email address to keep using Hadal. Open the link we emailed you.'
        )
      }
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
          {/* Not disabled while sending: disabling the focused button would drop the dialog's focus. */}
          <Button
            aria-busy={status.kind === 'sending' || undefined}
            onClick={() => status.kind !== 'sending' && void resend()}
          >
            Resend Verification Email
          </Button>
        </>
      }
    >
      {status.kind === 'sent' ? <p className="font-semibold text-success-700">{RESEND_SUCCESS}</p> : null}
      {status.kind === 'error' ? <p className="font-semibold text-danger-700">{RESEND_DIALOG_FAILED}</p> : null}
    </Dialog>
  );
}
