import { emailField } from '@hadal/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from './api';
import { AuthLayout } from './components/auth-layout';
import { CheckEmailPanel } from './components/check-email-panel';

export const FORGOT_FAILED = 'Failed to send reset email. Please try again.';

/** The reset request: an address that looks like an email (spec 02 §5). */
const forgotPasswordFormSchema = z.object({ email: emailField });

/** Email form, then a confirmation that never reveals whether the account exists (spec 02 §2). */
export function ForgotPasswordPage() {
  const { control, register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const email = useWatch({ control, name: 'email' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canSubmit = forgotPasswordFormSchema.safeParse({ email }).success;

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    try {
      await requestPasswordReset(form.email);
      setSentTo(form.email);
    } catch (e) {
      setError(e instanceof ApiError && e.detail ? e.detail : FORGOT_FAILED);
    }
  });

  if (sentTo) {
    return (
      <CheckEmailPanel
        message={
          <>
            If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset your password.
          </>
        }
        hint="The link works for 1 hour."
      >
        <Button
          variant="outline"
          fullWidth
          onClick={() => {
            setSentTo(null);
            reset({ email: '' });
          }}
        >
          Try a different email
        </Button>
        <Link to="/login" className="block font-semibold text-ocean-700 underline-offset-2 hover:underline">
          Back to Login
        </Link>
      </CheckEmailPanel>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
      footer={
        <Link to="/login" className="font-semibold text-ocean-700 underline-offset-2 hover:underline">
          Back to Login
        </Link>
      }
    >
      <form onSubmit={onSubmit} className="space-y-5">
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Input label="Email" type="email" autoComplete="email" {...register('email')} required />
        <Button type="submit" fullWidth size="lg" disabled={!canSubmit} loading={formState.isSubmitting}>
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}
