/*
 * Social sign-in's providers, popup and messages, in a module without zod: the Login and Register
 * pages use them on their first load.
 */

export const SOCIAL_PROVIDERS = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Spec 01 §9: the provider's page opens in a 500x600 popup, checked for closing every second. */
export const SOCIAL_POPUP_WIDTH_PX = 500;
export const SOCIAL_POPUP_HEIGHT_PX = 600;
export const SOCIAL_POPUP_POLL_MS = 1000;

/** The messages of spec 01 §8. */
export const SOCIAL_MESSAGES = {
  failed: 'Social login failed. Please try again.',
  linkFailed: 'Failed to link accounts. Please check your password.',
  collisionOnRegister: 'An account with this email already exists. Please log in instead.',
  linkExpired: 'This account link has expired. Please sign in with the provider again.',
  /** An account made by social sign-in has no password until one is set through 'Forgot password'. */
  noPassword: "This account has no password yet. Use 'Forgot password' on the login page to set one.",
} as const;
