export { progressRoutes } from './progress.routes';
export * from './progress.service';
export * from './weekly-activity';
export * from './children-lessons';
export * from './analytics-totals';
