export * from './users.queries';
export { hashPassword, hasUsablePassword, NO_PASSWORD_HASH, verifyPassword } from './password-hashing';
export { recordActivity, type ActivityResult } from './activity';
export { ensureBootstrapAdmin } from './bootstrap-admin';
export { assertPasswordNotCommon, isCommonPassword } from './password-policy';
export * from './children.queries';
export * from './admin.queries';
export * from './mfa-state';
