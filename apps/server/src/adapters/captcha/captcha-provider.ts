/** The human check on registration: ALTCHA proof-of-work by default, or off for automated runs. */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

export type CaptchaResult = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'replayed' };

export interface CaptchaProvider {
  readonly kind: 'altcha' | 'off';
  /** A new signed challenge for the widget, or null when the captcha is off. */
  createChallenge(): Promise<CaptchaChallenge | null>;
  /** Checks the widget's payload; a payload is accepted once. */
  verify(payload: string | null | undefined): Promise<CaptchaResult>;
}

export const captchaOff: CaptchaProvider = {
  kind: 'off',
  async createChallenge() {
    return null;
  },
  async verify() {
    return { ok: true };
  },
};
