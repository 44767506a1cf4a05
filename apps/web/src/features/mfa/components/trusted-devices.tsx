import { MFA_MESSAGES, type TrustedDevice } from '@hadal/domain';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { messageOf } from '@/features/mfa/api';
import { useRevokeTrustedDevice, useTrustedDevices } from '@/features/mfa/hooks';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const ENDED_BECAUSE: Record<NonNullable<TrustedDevice['ended_reason']>, string> = {
  password_changed: 'the password was changed',
  password_reset: 'the password was reset',
};

/** The line under a device's name: when it was used, and until when it is trusted or when that ended. */
function deviceFacts(d: TrustedDevice): string {
  const used = d.last_used ? `Last used ${formatDate(d.last_used)} · ` : '';
  if (d.ended_at) {
    const why = d.ended_reason ? ` because ${ENDED_BECAUSE[d.ended_reason]}` : '';
    return `${used}Trust ended ${formatDate(d.ended_at)}${why}`;
  }
  return `${used}Trusted until ${formatDate(d.trusted_until)}`;
}

/**
 * Browsers that skip the code, each with a revoke action (asked to confirm first). A device whose
 * trust ended with a password change or reset is listed as ended, with a remove action.
 */
export function TrustedDevices() {
  const devices = useTrustedDevices(true);
  const revoke = useRevokeTrustedDevice();
  const [confirming, setConfirming] = useState<TrustedDevice | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirmRevoke() {
    if (!confirming) return;
    setError(null);
    try {
      await revoke.mutateAsync(confirming.id);
      setConfirming(null);
    } catch (e) {
      setConfirming(null);
      setError(messageOf(e, MFA_MESSAGES.revokeFailed));
    }
  }

  return (
    <section aria-labelledby="trusted-devices-title" className="space-y-3">
      <h3 id="trusted-devices-title" className="font-semibold text-ink-900">
        Trusted devices
      </h3>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {devices.isPending ? (
        <div role="status" aria-label="Loading trusted devices" className="h-12 animate-pulse rounded-md bg-sand-100" />
      ) : devices.isError ? (
        <Alert tone="danger">Failed to load trusted devices</Alert>
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-ink-700">No trusted devices. Every sign-in asks for a code.</p>
      ) : (
        <ul className="divide-y divide-sand-200 rounded-md border border-sand-200">
          {devices.data.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex items-center gap-2">
                <MonitorSmartphone aria-hidden="true" className="size-4 text-ink-500" />
                <div>
                  <p className="font-medium text-ink-900">
                    {d.device_name}
                    {d.ended_at ? (
                      <span className="ml-2 rounded bg-sand-100 px-1.5 py-0.5 text-xs font-normal text-ink-700">
                        Ended
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-ink-600">{deviceFacts(d)}</p>
                </div>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirming(d)}
                aria-label={`${d.ended_at ? 'Remove' : 'Revoke'} ${d.device_name}`}
              >
                {d.ended_at ? 'Remove' : 'Revoke'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={confirming?.ended_at ? 'Remove this device from the list?' : 'Revoke this device?'}
        description={
          confirming?.ended_at
            ? `${confirming.device_name} already asks for a code at the next sign-in.`
            : `${confirming?.device_name ?? 'This device'} will ask for a code at the next sign-in.`
        }
        dismissOnOutsideClick={false}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmRevoke} loading={revoke.isPending}>
              {confirming?.ended_at ? 'Remove' : 'Revoke'}
            </Button>
          </>
        }
      />
    </section>
  );
}
