/* The account screens, read lazily by the router (each a named export). */
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
