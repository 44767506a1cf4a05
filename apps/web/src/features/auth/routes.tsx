/* The account screens, read lazily by the router (each a named export); Login is a chunk of its own. */
export { RegisterPage } from './register-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
/** Register's loader: the sign-in providers. */
export { loadSocialConfig } from './social/social-buttons';
