export * from './schemas/lesson';
