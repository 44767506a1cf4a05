/* The account screens, read lazily by the router (each a named export); Login is a chunk of its own. */
export { RegisterPage } from './register-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
/** Register's first data (the route table's `firstData`, app/route-table.ts). */
export { prefetchRegisterPage } from './hooks';
