export { lessonsRoutes } from './lessons.routes';
export * from './lessons.service';
export * from './lesson-catalog';
