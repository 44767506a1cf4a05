export * from './refresh-tokens';
export * from './authenticator';
