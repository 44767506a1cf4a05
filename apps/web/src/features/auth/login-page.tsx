import { canSubmitLogin, isValidMfaCode, type TokenRequest, type TokenResponse } from '@hadal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { AuthLayout } from './components/auth-layout';
import { retryAfterSeconds, useCountdown } from './lib/use-countdown';
import { LoginFailed } from './login-failed';
import { SocialButtons, type MfaChallenge } from './social/social-buttons';

/** Login's first data (the route table's `firstData`, app/route-table.ts): the providers, asked while the opening screen shows. */
export { prefetchSocialConfig } from './social/social-buttons';

// Loaded when first needed, not with the page: the form's schema and sign-in calls (zod) when it is
// sent, the passkey prompt at the code step, the verification banner when the server asks for it.
const loadSubmit = () => import('./login-submit');
const PasskeyButton = lazy(() => import('./components/passkey-button').then((m) => ({ default: m.PasskeyButton })));
const VerificationBanner = lazy(() =>
  import('./components/verification-banner').then((m) => ({ default: m.VerificationBanner })),
);

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  invalid: 'Invalid email/username or password. Please try again.',
  invalidMfa: 'Invalid MFA code. Please try again.',
  lockedOut: 'Too many failed attempts. Please wait before trying again.',
  lockedOutCountdown: (n: number) => `Too many failed attempts. Try again in ${n} seconds.`,
};

const EMPTY_FORM: TokenRequest = { username: '', password: '', mfa_code: '', remember_device: false };

/** Only digits, at most 6: what the code field keeps of what is typed or pasted. */
const codeDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The second step's field: a code of the authenticator app, or one of the saved backup codes. */
const AUTHENTICATOR_CODE_FIELD = {
  label: 'Authentication code',
  hint: 'Enter the 6-digit code from your authenticator app.',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
} as const;
const BACKUP_CODE_FIELD = {
  label: 'Backup code',
  hint: 'Enter one of the backup codes you saved. Each works once.',
  autoComplete: 'off',
  maxLength: 32,
} as const;

/** 'Welcome Back': identifier and password, an optional code step, lockout countdown (spec 01 §2, §4, §8). */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The form's fields live in react-hook-form; the domain schema reads them when the form is sent
  // (login-submit.ts, loaded then), so zod is not part of the page.
  const { control, register, handleSubmit, setValue, formState } = useForm<TokenRequest>({ defaultValues: EMPTY_FORM });
  const values = useWatch({ control }) as TokenRequest;
  const submitting = formState.isSubmitting;
  const [mfaStep, setMfaStep] = useState(false);
  /** The sign-in's token for POST /auth/login-mfa (the code step), and whether a backup code is typed. */
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [backupMode, setBackupMode] = useState(false);
  const [hasPasskeys, setHasPasskeys] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A social sign-in (here, or begun on Register) whose account has two-factor on: the code step. */
  const toCodeStep = (challenge: MfaChallenge) => {
    setMfaToken(challenge.mfa_token ?? null);
    setHasPasskeys(challenge.passkeys === true);
    setError(null);
    setMfaStep(true);
  };
  const handedOver = (useLocation().state as { mfaChallenge?: MfaChallenge } | null)?.mfaChallenge;
  useEffect(() => {
    if (handedOver) toCodeStep(handedOver);
  }, [handedOver]);
  const [needsVerification, setNeedsVerification] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const lockedOut = secondsLeft > 0;
  const [lockSeconds, setLockSeconds] = useState(0);
  // When the lockout is over the form works again: its message goes with it.
  useEffect(() => {
    if (lockSeconds > 0 && secondsLeft === 0) {
      setLockSeconds(0);
      setError(null);
    }
  }, [lockSeconds, secondsLeft]);

  const code = values.mfa_code ?? '';
  const canSubmit = mfaStep
    ? backupMode
      ? code.trim().length >= 10
      : isValidMfaCode(code)
    : canSubmitLogin(values.username ?? '', values.password ?? '');

  /** Any sign-in answer that carries tokens: store them and go on (admin to /admin). */
  async function finish(answer: TokenResponse) {
    const { completeLogin } = await loadSubmit();
    const destination = await completeLogin(answer);
    queryClient.clear();
    navigate(destination, { replace: true });
  }

  function failed(e: unknown) {
    if (e instanceof LoginFailed) setError(LOGIN_MESSAGES.failed);
    else if (e instanceof ApiError && e.status === 429) {
      const seconds = retryAfterSeconds(e.headers);
      start(seconds);
      setLockSeconds(seconds);
      setError(LOGIN_MESSAGES.lockedOut);
    } else if (e instanceof ApiError && e.status === 403 && isVerificationSignal(e)) {
      setNeedsVerification(true);
    } else setError(mfaStep ? LOGIN_MESSAGES.invalidMfa : LOGIN_MESSAGES.invalid);
  }

  async function signIn(current: TokenRequest) {
    try {
      const { finishLoginMfa, readLoginForm, requestToken } = await loadSubmit();
      // Only an identifier or password longer than any account allows is refused here: the server would refuse it too.
      const form = readLoginForm(current);
      if (!form) {
        setError(mfaStep ? LOGIN_MESSAGES.invalidMfa : LOGIN_MESSAGES.invalid);
        return;
      }
      setError(null);
      const remember = mfaStep && form.remember_device === true;
      if (mfaStep && mfaToken) {
        await finish(
          await finishLoginMfa({ mfa_token: mfaToken, code: form.mfa_code ?? '', remember_device: remember }),
        );
        return;
      }
      const answer = await requestToken({
        username: form.username,
        password: form.password,
        mfa_code: mfaStep ? form.mfa_code : undefined,
        remember_device: remember,
      });
      if ('requires_mfa' in answer && answer.requires_mfa) {
        setMfaToken(answer.mfa_token ?? null);
        setHasPasskeys(answer.passkeys === true);
        setMfaStep(true);
        return;
      }
      await finish(answer);
    } catch (e) {
      failed(e);
    }
  }

  const onSubmit = handleSubmit(async (current) => {
    if (!canSubmit || lockedOut) return;
    await signIn(current);
  });

  function backToLogin() {
    setMfaStep(false);
    setMfaToken(null);
    setBackupMode(false);
    setValue('mfa_code', '');
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
          <Suspense fallback={null}>
            <VerificationBanner email={(values.username ?? '').trim()} onDismiss={() => setNeedsVerification(false)} />
          </Suspense>
        ) : null}
        {error ? (
          <Alert tone="danger">
            {/* Spec 01 §8: the lockout message, then (from the first tick) the countdown; never both. */}
            <p>{lockedOut && secondsLeft < lockSeconds ? LOGIN_MESSAGES.lockedOutCountdown(secondsLeft) : error}</p>
          </Alert>
        ) : null}
        {mfaStep ? (
          <>
            <Input
              key={backupMode ? 'backup' : 'code'}
              {...(backupMode ? BACKUP_CODE_FIELD : AUTHENTICATOR_CODE_FIELD)}
              {...register('mfa_code', {
                // The authenticator code keeps only digits, at most 6, of what is typed or pasted.
                onChange: (e: { target: HTMLInputElement }) => {
                  if (!backupMode) setValue('mfa_code', codeDigits(e.target.value));
                },
              })}
              autoFocus
            />
            {mfaToken ? (
              <button
                type="button"
                className="text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
                onClick={() => {
                  setBackupMode(!backupMode);
                  setValue('mfa_code', '');
                  setError(null);
                }}
              >
                {backupMode ? 'Use an authenticator code' : 'Use a backup code'}
              </button>
            ) : null}
            <label className="flex items-center gap-2 text-sm text-ink-700">
              <input type="checkbox" className="size-4" {...register('remember_device')} />
              Remember this device for 30 days
            </label>
          </>
        ) : (
          <>
            <Input label="Email or username" autoComplete="username" {...register('username')} required />
            <Input
              label="Password"
              type="password"
              autoComplete="current-password"
              {...register('password')}
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
        {mfaStep && mfaToken && hasPasskeys ? (
          <Suspense fallback={null}>
            <PasskeyButton
              mfaToken={mfaToken}
              remember={values.remember_device === true}
              disabled={lockedOut}
              onSignedIn={finish}
              onFailed={failed}
            />
          </Suspense>
        ) : null}
        {mfaStep ? (
          <Button variant="ghost" fullWidth onClick={backToLogin}>
            Back to Login
          </Button>
        ) : null}
      </form>
      {mfaStep ? null : (
        <div className="mt-6">
          <SocialButtons mode="login" onSignedIn={finish} onMfaRequired={toCodeStep} />
        </div>
      )}
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
