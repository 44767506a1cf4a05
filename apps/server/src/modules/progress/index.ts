export { progressRoutes } from './progress.routes';
export * from './progress.service';
export * from './lesson-totals';
