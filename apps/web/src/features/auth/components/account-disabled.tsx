import { ShieldOff } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** Shown instead of any protected screen when account_status is disabled (spec 01 §4, spec 02 §2). */
export function AccountDisabled() {
  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <Card padding="lg" className="text-center">
        <ShieldOff aria-hidden="true" className="mx-auto size-12 text-danger-700" />
        <h1 className="mt-4 font-display text-2xl font-semibold text-ink-900">Account Disabled</h1>
        <p className="mt-2 text-ink-700">
          Your account has been disabled, so lessons and settings are not available. If you think this is a mistake,
          please contact support.
        </p>
      </Card>
    </section>
  );
}
