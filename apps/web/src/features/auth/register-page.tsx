import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { registerAccount } from './api';
import { AccountTypeOption } from './components/account-type-option';
import { AltchaField } from '@/components/captcha/altcha-field';
import { AuthLayout } from './components/auth-layout';
import { CheckEmailPanel } from './components/check-email-panel';
import { PasswordChecklist } from './components/password-checklist';
import { useCaptchaConfig, useRegistrationMode } from './hooks';
import { REGISTER_MESSAGES, invalidFields, registerFormSchema, type RegisterForm } from './register-form';
import { completeLogin } from './session';
import { SocialButtons } from './social/social-buttons';

export { REGISTER_MESSAGES } from './register-form';

const EMPTY_FORM: RegisterForm = {
  email: '',
  username: '',
  password: '',
  confirm_password: '',
  is_parent: false,
  captcha_token: null,
  invite_code: '',
};

/** 'Join Hadal': account type, email, name, password with checklist, confirmation and the captcha (spec 01 §2, §5). */
export function RegisterPage() {
  const captcha = useCaptchaConfig();
  // Without an answer from /captcha/config the form falls back to the ALTCHA widget.
  const provider = captcha.data?.provider ?? (captcha.isError ? 'altcha' : undefined);
  const challengeUrl = captcha.data?.challenge_url ?? '/api/captcha/challenge';
  const captchaOff = provider === 'off';
  // In invite mode the invite code is asked for; an emailed link fills it (and the email) in.
  const inviteMode = useRegistrationMode().data?.registration_mode === 'invite';
  const [params] = useSearchParams();
  const schema = useMemo(
    () => registerFormSchema({ captchaRequired: !captchaOff, inviteRequired: inviteMode }),
    [captchaOff, inviteMode],
  );
  const { control, register, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_FORM, invite_code: params.get('invite') ?? '', email: params.get('email') ?? '' },
    shouldFocusError: false,
  });
  const values = { ...EMPTY_FORM, ...useWatch({ control }) };
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const invalid = invalidFields(schema, values);
  const submitting = formState.isSubmitting;
  const canSubmit = invalid.size === 0 && !submitting;

  const onSubmit = handleSubmit(
    async ({ confirm_password: _confirmation, ...account }) => {
      setError(null);
      try {
        const { invite_code: inviteCode, ...fields } = account;
        await registerAccount({
          ...fields,
          captcha_token: captchaOff ? null : account.captcha_token,
          ...(inviteMode ? { invite_code: inviteCode } : {}),
        });
        setRegisteredEmail(account.email);
      } catch (e) {
        const detail = e instanceof ApiError ? e.detail : '';
        setError(detail && e instanceof ApiError && e.status < 500 ? detail : REGISTER_MESSAGES.fallback);
        // A captcha solution is accepted once: a new one is needed for the next attempt.
        setValue('captcha_token', null);
        setCaptchaKey((k) => k + 1);
      }
    },
    (errors) => {
      setError(null);
      if (errors.password) setError(REGISTER_MESSAGES.complexity);
      else if (errors.captcha_token) setError(REGISTER_MESSAGES.captchaMissing);
    },
  );

  if (registeredEmail) {
    return (
      <CheckEmailPanel
        message={
          <>
            Your account is ready. We sent a verification link to <strong>{registeredEmail}</strong>.
          </>
        }
        hint="Open the link to verify your email, then sign in."
      >
        <Link to="/login" className={buttonStyles({ fullWidth: true })}>
          Go to Login
        </Link>
      </CheckEmailPanel>
    );
  }

  return (
    <AuthLayout
      title="Join Hadal"
      subtitle="Start learning Somali, on your own or with your family."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-ocean-700 underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Controller
          control={control}
          name="is_parent"
          render={({ field }) => (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-semibold text-ink-900">Account type</legend>
              <AccountTypeOption
                checked={!field.value}
                onSelect={() => field.onChange(false)}
                title="Individual Learner"
                text="Learn Somali at your own pace."
                icon={<GraduationCap aria-hidden="true" className="size-5 text-ocean-600" />}
              />
              <AccountTypeOption
                checked={Boolean(field.value)}
                onSelect={() => field.onChange(true)}
                title="Parent Account"
                text="Learn and create profiles for your children."
                icon={<Users aria-hidden="true" className="size-5 text-ocean-600" />}
              />
            </fieldset>
          )}
        />
        {inviteMode ? (
          <Input
            label="Invite Code"
            autoComplete="off"
            {...register('invite_code')}
            hint="Registration is by invitation. Enter the code from your invite email."
            required
          />
        ) : null}
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={values.email && invalid.has('email') ? 'Please enter a valid email address' : undefined}
          required
        />
        <Input
          label="Your Name"
          autoComplete="name"
          minLength={3}
          maxLength={50}
          {...register('username')}
          error={values.username && invalid.has('username') ? 'Name must be 3 to 50 characters' : undefined}
          required
        />
        <div>
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            {...register('password')}
            aria-describedby="password-rules"
            required
          />
          <PasswordChecklist id="password-rules" password={values.password} />
        </div>
        <Input
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...register('confirm_password')}
          error={values.confirm_password && invalid.has('confirm_password') ? REGISTER_MESSAGES.mismatch : undefined}
          required
        />
        {provider === 'altcha' ? (
          <div>
            <p className="mb-2 text-sm font-semibold text-ink-900">Human check</p>
            <AltchaField
              key={captchaKey}
              challengeUrl={challengeUrl}
              onChange={(payload) => setValue('captcha_token', payload)}
            />
          </div>
        ) : null}
        <Button type="submit" fullWidth size="lg" disabled={!canSubmit} loading={submitting}>
          Register
        </Button>
      </form>
      <div className="mt-6">
        <SocialButtons
          mode="register"
          onSignedIn={async (pair) => {
            const destination = await completeLogin(pair);
            queryClient.clear();
            navigate(destination, { replace: true });
          }}
          onMfaRequired={(challenge) => navigate('/login', { state: { mfaChallenge: challenge } })}
        />
      </div>
    </AuthLayout>
  );
}
