import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { verifyEmail } from './api';
import { AuthLayout } from './components/auth-layout';

export const VERIFY_FAILED = 'Failed to verify email. The link may be expired or invalid.';

type State = { kind: 'loading' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

/** Email verification: loading, then success or error (spec 02 §2, §4). The token is used once. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: VERIFY_FAILED },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (answer) => setState({ kind: 'success', message: answer.detail }),
      (e: unknown) =>
        setState({ kind: 'error', message: e instanceof ApiError && e.detail ? e.detail : VERIFY_FAILED }),
    );
  }, [token]);

  if (state.kind === 'loading') {
    return (
      <AuthLayout title="Verifying your email">
        <p role="status" className="flex items-center justify-center gap-3 text-ink-700">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-ocean-600 border-r-transparent"
          />
          Verifying your email...
        </p>
      </AuthLayout>
    );
  }
  if (state.kind === 'success') {
    return (
      <AuthLayout title="Email verified">
        <div className="space-y-4 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
          <p role="status" className="text-ink-900">
            {state.message}
          </p>
          <Link to="/login" className={buttonStyles({ fullWidth: true })}>
            Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Verification failed">
      <div className="space-y-4 text-center">
        <XCircle aria-hidden="true" className="mx-auto size-12 text-danger-700" />
        <p role="alert" className="text-ink-900">
          {state.message}
        </p>
        <Link to="/login" className={buttonStyles({ variant: 'outline', fullWidth: true })}>
          Back to Login
        </Link>
      </div>
    </AuthLayout>
  );
}
