export * from './consent.schemas';
