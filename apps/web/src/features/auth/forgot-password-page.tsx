import { isValidEmail } from '@hadal/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from './api';
import { AuthLayout } from './components/auth-layout';
import { CheckEmailPanel } from './components/check-email-panel';

export const FORGOT_FAILED = 'Failed to send reset email. Please try again.';

/** Email form, then a confirmation that never reveals whether the account exists (spec 02 §2). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) return;
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      setError(e instanceof ApiError && e.detail ? e.detail : FORGOT_FAILED);
    } finally {
      setSubmitting(false);
    }
  }

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
            setEmail('');
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
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" fullWidth size="lg" disabled={!isValidEmail(email)} loading={submitting}>
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}
