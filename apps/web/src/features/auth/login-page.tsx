import { canSubmitLogin, isValidMfaCode } from '@hadal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { LoginFailed, requestToken } from './api';
import { completeLogin } from './session';
import { AuthLayout } from './components/auth-layout';
import { VerificationBanner } from './components/verification-banner';
import { retryAfterSeconds, useCountdown } from './lib/use-countdown';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  invalid: 'Invalid email/username or password. Please try again.',
  invalidMfa: 'Invalid MFA code. Please try again.',
  lockedOut: 'Too many failed attempts. Please wait before trying again.',
  lockedOutCountdown: (n: number) => `Too many failed attempts. Try again in ${n} seconds.`,
};

/** 'Welcome Back': identifier and password, an optional code step, lockout countdown (spec 01 §2, §4, §8). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [mfaStep, setMfaStep] = useState(false);
  const [mfaCode, setMfaCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const lockedOut = secondsLeft > 0;

  const canSubmit = mfaStep ? isValidMfaCode(mfaCode) : canSubmitLogin(identifier, password);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || lockedOut || submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const answer = await requestToken({
        username: identifier,
        password,
        mfa_code: mfaStep ? mfaCode : undefined,
        remember_device: mfaStep && rememberDevice,
      });
      if ('requires_mfa' in answer && answer.requires_mfa) {
        setMfaStep(true);
        return;
      }
      const destination = await completeLogin(answer);
      queryClient.clear();
      navigate(destination, { replace: true });
    } catch (e) {
      if (e instanceof LoginFailed) setError(LOGIN_MESSAGES.failed);
      else if (e instanceof ApiError && e.status === 429) {
        start(retryAfterSeconds(e.headers));
        setError(LOGIN_MESSAGES.lockedOut);
      } else if (e instanceof ApiError && e.status === 403 && isVerificationSignal(e)) {
        setNeedsVerification(true);
      } else setError(mfaStep ? LOGIN_MESSAGES.invalidMfa : LOGIN_MESSAGES.invalid);
    } finally {
      setSubmitting(false);
    }
  }

  function backToLogin() {
    setMfaStep(false);
    setMfaCode('');
    setError(null);
  }

  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Sign in to keep learning Somali."
      footer={
        <>
          New to Hadal?{' '}
          <Link to="/register" className="font-semibold text-ocean-700 underline-offset-2 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {needsVerification ? (
          <VerificationBanner email={identifier.trim()} onDismiss={() => setNeedsVerification(false)} />
        ) : null}
        {error ? (
          <Alert tone="danger">
            <p>{error}</p>
            {lockedOut ? <p className="mt-1">{LOGIN_MESSAGES.lockedOutCountdown(secondsLeft)}</p> : null}
          </Alert>
        ) : null}
        {mfaStep ? (
          <>
            <Input
              label="Authentication code"
              hint="Enter the 6-digit code from your authenticator app."
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={mfaCode}
              onChange={(e) => setMfaCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              autoFocus
            />
            <label className="flex items-center gap-2 text-sm text-ink-700">
              <input
                type="checkbox"
                className="size-4"
                checked={rememberDevice}
                onChange={(e) => setRememberDevice(e.target.checked)}
              />
              Remember this device for 30 days
            </label>
          </>
        ) : (
          <>
            <Input
              label="Email or username"
              autoComplete="username"
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              required
            />
            <Input
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <div className="text-right text-sm">
              <Link to="/forgot-password" className="font-semibold text-ocean-700 underline-offset-2 hover:underline">
                Forgot password?
              </Link>
            </div>
          </>
        )}
        <Button type="submit" fullWidth size="lg" disabled={!canSubmit || lockedOut} loading={submitting}>
          {lockedOut ? `Wait ${secondsLeft}s` : mfaStep ? 'Verify' : 'Sign In'}
        </Button>
        {mfaStep ? (
          <Button variant="ghost" fullWidth onClick={backToLogin}>
            Back to Login
          </Button>
        ) : null}
      </form>
    </AuthLayout>
  );
}

function isVerificationSignal(e: ApiError): boolean {
  return (
    e.headers.get('x-verification-required') === 'true' ||
    e.headers.get('x-error-code') === 'EMAIL_VERIFICATION_REQUIRED' ||
    e.detail === 'Email verification required'
  );
}
