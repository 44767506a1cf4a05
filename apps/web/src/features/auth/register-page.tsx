import { PASSWORD_COMPLEXITY_MESSAGE, canSubmitRegister, isStrongPassword, registerFormChecks } from '@hadal/domain';
import { GraduationCap, Users } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { registerAccount } from './api';
import { useCaptchaConfig } from './hooks';
import { AltchaField } from './components/altcha-field';
import { AuthLayout } from './components/auth-layout';
import { CheckEmailPanel } from './components/check-email-panel';
import { PasswordChecklist } from './components/password-checklist';

export const REGISTER_MESSAGES = {
  complexity: PASSWORD_COMPLEXITY_MESSAGE,
  captchaMissing: 'Please complete the captcha verification',
  captchaFailed: 'Captcha verification failed. Please try again.',
  fallback: 'Registration failed. Please check your information and try again.',
  mismatch: 'Passwords do not match',
};

function AccountTypeOption(props: {
  checked: boolean;
  onSelect: () => void;
  title: string;
  text: string;
  icon: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-control border-2 p-3 transition-colors',
        props.checked ? 'border-ocean-600 bg-ocean-50' : 'border-sand-200 bg-white hover:border-ocean-300',
      )}
    >
      <input
        type="radio"
        name="account_type"
        className="mt-1 size-4"
        checked={props.checked}
        onChange={props.onSelect}
      />
      <span className="flex-1">
        <span className="flex items-center gap-2 font-semibold text-ink-900">
          {props.icon}
          {props.title}
        </span>
        <span className="mt-0.5 block text-sm text-ink-700">{props.text}</span>
      </span>
    </label>
  );
}

/** 'Join Hadal': account type, email, name, password with checklist, confirmation and the captcha (spec 01 §2, §5). */
export function RegisterPage() {
  const [isParent, setIsParent] = useState(false);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const captcha = useCaptchaConfig();

  // Without an answer from /captcha/config the form falls back to the ALTCHA widget.
  const provider = captcha.data?.provider ?? (captcha.isError ? 'altcha' : undefined);
  const challengeUrl = captcha.data?.challenge_url ?? '/api/captcha/challenge';
  const captchaOff = provider === 'off';
  const values = { email, name, password, confirmPassword, captchaToken: captchaOff ? 'off' : captchaToken };
  const checks = registerFormChecks(values);
  const canSubmit = canSubmitRegister(values) && !submitting;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!isStrongPassword(password)) return setError(REGISTER_MESSAGES.complexity);
    if (!captchaOff && !captchaToken) return setError(REGISTER_MESSAGES.captchaMissing);
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      await registerAccount({
        email: email.trim(),
        username: name.trim(),
        password,
        is_parent: isParent,
        captcha_token: captchaOff ? null : captchaToken,
      });
      setRegisteredEmail(email.trim());
    } catch (e) {
      const detail = e instanceof ApiError ? e.detail : '';
      setError(detail && e instanceof ApiError && e.status < 500 ? detail : REGISTER_MESSAGES.fallback);
      // A captcha solution is accepted once: a new one is needed for the next attempt.
      setCaptchaToken(null);
      setCaptchaKey((k) => k + 1);
    } finally {
      setSubmitting(false);
    }
  }

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
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-ink-900">Account type</legend>
          <AccountTypeOption
            checked={!isParent}
            onSelect={() => setIsParent(false)}
            title="Individual Learner"
            text="Learn Somali at your own pace."
            icon={<GraduationCap aria-hidden="true" className="size-5 text-ocean-600" />}
          />
          <AccountTypeOption
            checked={isParent}
            onSelect={() => setIsParent(true)}
            title="Parent Account"
            text="Learn and create profiles for your children."
            icon={<Users aria-hidden="true" className="size-5 text-ocean-600" />}
          />
        </fieldset>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={email && !checks.email ? 'Please enter a valid email address' : undefined}
          required
        />
        <Input
          label="Your Name"
          autoComplete="name"
          minLength={3}
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={name && !checks.name ? 'Name must be 3 to 50 characters' : undefined}
          required
        />
        <div>
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="password-rules"
            required
          />
          <PasswordChecklist id="password-rules" password={password} />
        </div>
        <Input
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          error={confirmPassword && !checks.passwordsMatch ? REGISTER_MESSAGES.mismatch : undefined}
          required
        />
        {provider === 'altcha' ? (
          <div>
            <p className="mb-2 text-sm font-semibold text-ink-900">Human check</p>
            <AltchaField key={captchaKey} challengeUrl={challengeUrl} onChange={setCaptchaToken} />
          </div>
        ) : null}
        <Button type="submit" fullWidth size="lg" disabled={!canSubmit} loading={submitting}>
          Register
        </Button>
      </form>
    </AuthLayout>
  );
}
