export * from './auth.schemas';
export * from './password';
export * from './login-rules';
export * from './refresh';
export * from './auth.light';
export * from './common-password';
