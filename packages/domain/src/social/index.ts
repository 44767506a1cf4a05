export * from './social.schemas';
export * from './social.light';
