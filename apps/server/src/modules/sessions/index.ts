export * from './refresh-tokens';
export * from './authenticator';
export type { SessionEndReason } from './sessions.queries';
export * from './session-cache';
export * from './account-cache';
