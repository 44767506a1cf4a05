import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/**
 * The Security section (spec 02 §2): two-factor authentication fills it (pass the MFA settings as
 * `children`). Until that exists it says so, and shows no controls.
 */
export function SecurityCard({ children }: { children?: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="security-title">
      <h2 id="security-title" className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-success-700" />
        Security
      </h2>
      <div className="mt-4">
        {children ?? <p className="text-ink-700">Two-factor authentication is not available on this server yet.</p>}
      </div>
    </Card>
  );
}
