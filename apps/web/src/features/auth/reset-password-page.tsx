import { PASSWORD_MIN_LENGTH } from '@hadal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { resetPassword } from './api';
import { AuthLayout } from './components/auth-layout';
import { PasswordChecklist } from './components/password-checklist';

export const RESET_MESSAGES = {
  mismatch: 'Passwords do not match.',
  tooShort: 'Password must be at least 8 characters long.',
  noToken: 'Invalid reset link. No token provided.',
  failed: 'Failed to reset password. The link may be expired or invalid.',
  success: 'Your password has been reset. Redirecting you to login...',
};
export const RESET_REDIRECT_MS = 3000;

/**
 * The new password and its confirmation (spec 02 §5): they must match, and the password is at least
 * 8 characters long. The mismatch is checked even while the password is too short, and named first.
 */
const resetPasswordFormSchema = z
  .object({
    new_password: z.string().min(PASSWORD_MIN_LENGTH, RESET_MESSAGES.tooShort),
    confirm_password: z.string(),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: RESET_MESSAGES.mismatch,
    when: () => true,
  });

/** Reset password: invalid-link view without a token, a form, then success and /login after 3 s (spec 02 §2, §4, §5). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
    shouldFocusError: false,
  });
  const [password, confirm] = useWatch({ control, name: ['new_password', 'confirm_password'] });
  const mismatched = !!confirm && password !== confirm;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!token) {
    return (
      <AuthLayout title="Invalid reset link.">
        <div className="space-y-4 text-center">
          <LinkIcon aria-hidden="true" className="mx-auto size-10 text-danger-700" />
          <p className="text-ink-900">{RESET_MESSAGES.noToken}</p>
          <Link to="/forgot-password" className="block font-semibold text-ocean-700 underline-offset-2 hover:underline">
            Request a new reset link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = handleSubmit(
    async (form) => {
      setError(null);
      try {
        await resetPassword({ token, new_password: form.new_password });
        setDone(true);
      } catch (e) {
        setError(e instanceof ApiError && e.detail ? e.detail : RESET_MESSAGES.failed);
      }
    },
    (errors) => setError((errors.confirm_password ?? errors.new_password)?.message ?? null),
  );

  if (done) {
    return (
      <AuthLayout title="Password reset">
        <div className="space-y-4 text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
          <p role="status" className="text-ink-900">
            {RESET_MESSAGES.success}
          </p>
          <Link to="/login" className="block font-semibold text-ocean-700 underline-offset-2 hover:underline">
            Go to Login now
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your Hadal account.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div>
          <Input
            label="New Password"
            type="password"
            autoComplete="new-password"
            {...register('new_password')}
            required
          />
          <PasswordChecklist password={password} />
        </div>
        <Input
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          // While the two differ, the reason the button is off is said under the field.
          error={mismatched ? RESET_MESSAGES.mismatch : undefined}
          {...register('confirm_password')}
          required
        />
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={!password || !confirm || mismatched}
          loading={formState.isSubmitting}
        >
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
