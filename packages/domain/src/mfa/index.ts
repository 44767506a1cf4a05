export * from './mfa.constants';
export * from './mfa.schemas';
export * from './totp-window';
