/** The query keys of the account screens. */
export const authKeys = {
  captchaConfig: ['captcha', 'config'] as const,
  registration: ['registration'] as const,
  socialConfig: ['auth', 'social', 'config'] as const,
};
