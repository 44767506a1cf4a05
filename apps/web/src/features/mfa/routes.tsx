/* What the app composes from the two-factor feature (app/profile-screen.tsx). */
export { MfaSettings } from './components/mfa-settings';
export { useMfaStatus } from './hooks';
