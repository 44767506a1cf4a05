import { UNSUBSCRIBE_FAILED_MESSAGE, UNSUBSCRIBE_NO_TOKEN_MESSAGE, type UnsubscribeResponse } from '@hadal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, MailX } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { buttonStyles } from '@/components/ui/button-styles';
import { ApiError } from '@/lib/api-client';
import { emailKeys, fetchSupportContact, unsubscribe } from './api';

/** The reason shown on failure (spec 02 §8): the server's detail, or its message, or the fallback. */
export function unsubscribeFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.detail) return error.detail;
    const data = error.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return UNSUBSCRIBE_FAILED_MESSAGE;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="bg-sand-50 px-4 py-10 sm:py-16">
      <Card padding="lg" className="mx-auto w-full max-w-md text-center">
        {children}
      </Card>
    </section>
  );
}

function SupportContact() {
  const contact = useQuery({ queryKey: emailKeys.supportContact(), queryFn: fetchSupportContact, retry: false });
  const email = contact.data?.email;
  return (
    <p className="mt-4 text-sm text-ink-700">
      Need help? Contact Hadal support
      {email ? (
        <>
          {' at '}
          <a href={`mailto:${email}`} className="font-semibold text-ocean-700 underline underline-offset-2">
            {email}
          </a>
        </>
      ) : null}
      , or change your email preferences from your profile after signing in.
    </p>
  );
}

function Failure({ reason }: { reason: string }) {
  return (
    <Shell>
      <MailX aria-hidden="true" className="mx-auto size-12 text-danger-700" />
      <h1 className="mt-3 font-display text-2xl font-semibold text-ink-900">We could not unsubscribe you</h1>
      <p role="alert" className="mt-3 text-ink-900">
        {reason}
      </p>
      <SupportContact />
    </Shell>
  );
}

function Success({ result }: { result: UnsubscribeResponse }) {
  return (
    <Shell>
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
      <h1 className="mt-3 font-display text-2xl font-semibold text-ink-900">You are unsubscribed</h1>
      <p role="status" className="mt-3 text-ink-900">
        {result.message}
      </p>
      <p className="mt-3 text-sm text-ink-700">
        Preference turned off: <strong className="text-ink-900">{result.preference_label}</strong>
      </p>
      <p className="mt-5 text-sm text-ink-700">
        You can change this and your other email choices in your account settings.
      </p>
      <Link to="/profile" className={buttonStyles({ variant: 'outline', className: 'mt-3' })}>
        Go to account settings
      </Link>
    </Shell>
  );
}

/** /email/unsubscribe?token=…: loading, then success or error (spec 02 §2, §4, §5, §8). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const request = useMutation({ mutationFn: unsubscribe });
  const sentFor = useRef<string | null>(null);
  const { mutate } = request;

  useEffect(() => {
    // The link works once: send it once, even when effects run twice.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token) return <Failure reason={UNSUBSCRIBE_NO_TOKEN_MESSAGE} />;
  if (request.isError) return <Failure reason={unsubscribeFailureReason(request.error)} />;
  if (request.isSuccess) return <Success result={request.data} />;
  return (
    <Shell>
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-ink-700">
        <Loader2 aria-hidden="true" className="size-10 animate-spin text-ocean-600" />
        Unsubscribing…
      </div>
    </Shell>
  );
}
