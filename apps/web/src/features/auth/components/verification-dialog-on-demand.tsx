import { lazy, Suspense, useEffect, useState } from 'react';
import { EMAIL_VERIFICATION_EVENT } from '@/lib/api-client';

const EmailVerificationDialog = lazy(() =>
  import('./verification-dialog').then((module) => ({ default: module.EmailVerificationDialog })),
);

/**
 * Waits for the first 'email-verification-required' event, then loads the verification dialog
 * (Radix dialog and all) and mounts it open: signed-in screens do not load it up front.
 */
export function VerificationDialogOnDemand() {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested) return;
    const onEvent = () => setRequested(true);
    window.addEventListener(EMAIL_VERIFICATION_EVENT, onEvent);
    return () => window.removeEventListener(EMAIL_VERIFICATION_EVENT, onEvent);
  }, [requested]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationDialog initialOpen />
    </Suspense>
  );
}
