export * from './social-rules';
export * from './social.schemas';
export * from './social.light';
