export * from './auth.schemas';
export * from './password';
export * from './refresh';
export * from './auth.light';
