import type { TrustedDeviceEndReason } from '@hadal/domain';
import type { Db } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { endTrustedDevices } from './mfa.queries';

/** Ends the trust of an account's browsers: they ask for a code again and stay listed as ended. */
export interface TrustedDeviceEnds {
  endTrustedDevices(userId: number, reason: TrustedDeviceEndReason): Promise<void>;
}

/**
 * For the modules that change a password without the rest of two-factor authentication (a reset
 * from an emailed link, an administrator's reset): a new password ends every trusted device.
 */
export function createTrustedDeviceEnds({ db, clock }: { db: Db; clock: Clock }): TrustedDeviceEnds {
  return {
    async endTrustedDevices(userId, reason) {
      await endTrustedDevices(db, userId, reason, clock.now());
    },
  };
}
