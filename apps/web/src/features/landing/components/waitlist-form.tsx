import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isValidEmail } from '@hadal/domain';
import { AltchaField } from '@/components/captcha/altcha-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { getCaptchaConfig, joinWaitlist, landingKeys } from '@/features/landing/api';

export const WAITLIST_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  captcha: 'Please complete the captcha verification',
  failed: 'Failed to join the waitlist. Please try again.',
};

/** Email and the same captcha as registration. */
export function WaitlistForm() {
  const captcha = useQuery({ queryKey: landingKeys.captchaConfig, queryFn: getCaptchaConfig, staleTime: Infinity });
  const provider = captcha.data?.provider ?? (captcha.isError ? 'altcha' : undefined);
  const [email, setEmail] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({ mutationFn: joinWaitlist });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(WAITLIST_MESSAGES.invalidEmail);
    if (provider === 'altcha' && !token) return setError(WAITLIST_MESSAGES.captcha);
    setError(null);
    join.mutate(
      { email: email.trim(), captcha_token: provider === 'off' ? null : token },
      {
        onError: (e) => {
          setError(e instanceof ApiError && e.status < 500 && e.detail ? e.detail : WAITLIST_MESSAGES.failed);
          setToken(null);
          setCaptchaKey((k) => k + 1);
        },
      },
    );
  }

  if (join.isSuccess)
    return (
      <Alert tone="success" className="mt-4">
        {join.data.detail}
      </Alert>
    );

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      {provider === 'altcha' ? (
        <AltchaField
          key={captchaKey}
          challengeUrl={captcha.data?.challenge_url ?? '/api/captcha/challenge'}
          onChange={setToken}
        />
      ) : null}
      <Button type="submit" fullWidth loading={join.isPending} disabled={provider === undefined}>
        Join the Waitlist
      </Button>
    </form>
  );
}
