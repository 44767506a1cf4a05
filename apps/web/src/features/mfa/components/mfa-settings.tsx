import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useCallback } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { mfaKeys } from '@/features/mfa/api';
import { useMfaStatus } from '@/features/mfa/hooks';
import { DisableForm } from './disable-form';
import { Passkeys } from './passkeys';
import { SetupWizard } from './setup-wizard';
import { formatDate, TrustedDevices } from './trusted-devices';

/**
 * The Security section's two-factor settings (spec 02 §2): the status (with the enabled date); when
 * off, the setup wizard; when on, the disable form, trusted devices and passkeys.
 */
export function MfaSettings() {
  const status = useMfaStatus();
  const queryClient = useQueryClient();
  const completed = useCallback(() => void queryClient.invalidateQueries({ queryKey: mfaKeys.all }), [queryClient]);

  if (status.isPending)
    return (
      <div
        role="status"
        aria-label="Loading two-factor authentication"
        className="h-24 animate-pulse rounded-md bg-sand-100"
      />
    );
  if (status.isError) return <Alert tone="danger">Failed to load two-factor authentication status</Alert>;

  const s = status.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink-900">Two-factor authentication</h3>
        <Badge tone={s.is_enabled ? 'success' : 'neutral'}>{s.is_enabled ? 'Enabled' : 'Disabled'}</Badge>
      </div>
      {s.is_enabled ? (
        <>
          <p className="flex items-center gap-2 text-ink-700">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success-700" />
            {s.enabled_at ? `Enabled on ${formatDate(s.enabled_at)}.` : 'Enabled.'} Backup codes left:{' '}
            {s.backup_codes_remaining}.
          </p>
          <TrustedDevices />
          <Passkeys />
          <DisableForm />
        </>
      ) : (
        <SetupWizard onComplete={completed} />
      )}
    </div>
  );
}
