export * from './social.schemas';
