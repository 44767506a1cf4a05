import type { ReactNode } from 'react';
import { MailCheck } from 'lucide-react';
import { AuthLayout } from './auth-layout';

interface CheckEmailPanelProps {
  /** What was sent, with the address in bold. */
  message: ReactNode;
  /** What to do next; the junk-folder reminder follows it. */
  hint: string;
  /** Buttons and links under the message. */
  children: ReactNode;
}

/** The "Check your email" view shown after Hadal sends a verification or reset link. */
export function CheckEmailPanel({ message, hint, children }: CheckEmailPanelProps) {
  return (
    <AuthLayout title="Check your email">
      <div className="space-y-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-success-700" />
        <p className="text-ink-900">{message}</p>
        <p className="text-sm text-ink-700">{hint} Check your junk or spam folder too.</p>
        {children}
      </div>
    </AuthLayout>
  );
}
