/**
 * Two-factor state as the admin back office sees it. The users module does not own two-factor
 * data: the MFA module, when it exists, provides this (wired in services.ts). Until then no
 * account has two-factor authentication and there is nothing to remove.
 */
export interface MfaStateProvider {
  /** The accounts with two-factor on, and since when; accounts missing from the map have it off. */
  enabledStates(): Promise<Map<number, { enabled: boolean; enabledAt: Date | null }>>;
  /** Turns two-factor off for the account (secret, backup codes, trusted devices); false when it was off. */
  remove(userId: number): Promise<boolean>;
}

export const noMfaState: MfaStateProvider = {
  async enabledStates() {
    return new Map();
  },
  async remove() {
    return false;
  },
};
