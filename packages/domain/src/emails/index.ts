export * from './email-preferences';
export * from './emails.schemas';
export * from './email-schedule';
