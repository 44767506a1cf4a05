export { progressRoutes } from './progress.routes';
export * from './progress.service';
export * from './progress-summary';
export * from './lesson-totals';
export * from './progress-totals';
