/* The account screens, read lazily by the router (each a named export); Login is a chunk of its own. */
export { RegisterPage } from './register-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
/** The start-up prefetch's entry for Register (app/shell/start-prefetch.ts). */
export { prefetchSocialConfig } from './social/social-buttons';
