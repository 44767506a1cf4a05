export { dynamicLessonsRoutes } from './dynamic-lessons.routes';
export * from './dynamic-lessons.service';
export * from './dynamic-lessons.sessions';
